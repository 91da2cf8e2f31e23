import { z } from "zod";
import { CONSOLE_PAGE_SIZE, consolePageParam } from "./table-query.ts";
import { Ok } from "../api/common.ts";
import { forbiddenCharactersMessage, SINGLE_LINE_PATTERN } from "../validation/text.ts";

/** Messages per page in the inbox. */
export const MESSAGE_PAGE_SIZE = CONSOLE_PAGE_SIZE;

export const MESSAGE_STATUSES = ["new", "read", "archived"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const messageStatusLabels: Record<MessageStatus, string> = { new: "New", read: "Read", archived: "Archived" };

/** The subject of a reply written in the staff member's own mail program; the name is the company details' (CreatorCup). */
export const replySubject = (companyName: string) => `Re: your message to ${companyName.trim() || "CreatorCup"}`;

/** A mailto: link answering a message; the address and subject are encoded so nothing in them can add headers. */
export const replyMailto = (email: string, companyName: string) =>
  `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(replySubject(companyName))}`;

export const MessageListQuery = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: "The status is new, read or archived." }).default("new"),
  q: z
    .string()
    .trim()
    .max(200, "The search is at most 200 characters.")
    .regex(SINGLE_LINE_PATTERN, forbiddenCharactersMessage("Search"))
    .default(""),
  page: consolePageParam,
});
export type MessageListOptions = z.infer<typeof MessageListQuery>;

export const ConsoleMessage = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
});
export type ConsoleMessageView = z.infer<typeof ConsoleMessage>;

export const MessageCounts = z.object({ new: z.number(), read: z.number(), archived: z.number() });
export type MessageCountsView = z.infer<typeof MessageCounts>;

export const MessageListAnswer = z.object({
  isOk: Ok,
  data: z.object({
    messages: z.array(ConsoleMessage),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    counts: MessageCounts,
  }),
});

export const MessageAnswer = z.object({ isOk: Ok, data: ConsoleMessage });

export const MessageChangedAnswer = z.object({ isOk: Ok, message: z.string(), data: ConsoleMessage });
