import { z } from "zod";
import { okData } from "../api/common.ts";
import { menuContests } from "../menu-contests.ts";

export const PublishingStateSchema = z.object({ publishAt: z.string().nullable(), publishedAt: z.string().nullable() });
export const PublishingAnswer = okData(PublishingStateSchema);

export const PinBody = z.object({ pinned: z.boolean() });
export const PinAnswer = okData(z.object({ pinned: z.boolean() }));

const slots = menuContests.map((link) => link.slot) as [string, ...string[]];
export const MenuSlotParam = z.enum(slots);
export const MenuContestBody = z.object({ contestId: z.string() });
const MenuLinkSchema = z.object({ slot: z.string(), name: z.string(), id: z.string() });
export const MenuContestsAnswer = okData(
  z.object({ links: z.array(MenuLinkSchema), options: z.array(z.object({ _id: z.string(), title: z.string() })) }),
);
export type MenuContestsData = z.infer<typeof MenuContestsAnswer>["data"];
