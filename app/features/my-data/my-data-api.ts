/** My data's calls to the REST API (/api/privacy/my-data, docs/privacy.md#my-data). */
import type { z } from "zod";
import { type ApiResult, apiPost, apiPostForm } from "#app/lib/api-client.ts";
import type { DoneAnswer } from "#shared/api/common.ts";
import type { CreatorSessionAnswer, EmailCodeAnswer } from "#shared/api/creator-accounts.ts";
import type { MyDataCorrection } from "#shared/api/my-data.ts";

type Done = z.infer<typeof DoneAnswer>;

// A fresh code for My data: the same sign-in as My registrations, which starts a new session.
export const askForCode = (email: string) => apiPost<z.infer<typeof EmailCodeAnswer>>("/api/creator/email-code", { email });
export const signIn = (email: string, code: string) =>
  apiPost<z.infer<typeof CreatorSessionAnswer>>("/api/creator/sign-in", { email, code });

export const correctMyData = (correction: MyDataCorrection) => apiPost<Done>("/api/privacy/my-data/correct", correction);
export const fileGrievance = (message: string) => apiPost<Done>("/api/privacy/my-data/grievance", { message });
export const eraseMyAccount = (confirm: string) => apiPost<Done>("/api/privacy/my-data/erase", { confirm });
export const sendPrizeDocuments = (form: FormData): Promise<ApiResult<Done>> => apiPostForm("/api/privacy/my-data/prize-documents", form);

export const myDataJsonUrl = "/api/privacy/my-data/export?download=1";
export const myDataFileUrl = (field: string) => `/api/privacy/my-data/files/${encodeURIComponent(field)}`;
