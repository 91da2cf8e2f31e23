export declare function buildSite(buildDir: string): number | null;
export declare function waitForAnswer(url: string, timeoutMs: number): Promise<void>;
export declare const median: (values: number[]) => number;
export type MultipartFile = { name: string; filename: string; type: string; data: Buffer };
export declare function multipartParts(boundary: string, fields: Record<string, string>, files: MultipartFile[]): Buffer[];
export declare function multipartForm(
  boundary: string,
  fields: Record<string, string>,
  files?: MultipartFile[],
): { body: Buffer; contentType: string };
