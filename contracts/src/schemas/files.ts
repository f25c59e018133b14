import { z } from 'zod/mini';

/** A file the customer may download (a signed contract or act); `file` is the cloud storage path or link. */
export const availableFile = z.object({ filename: z.string(), file: z.string() });
export type AvailableFile = z.infer<typeof availableFile>;
export const availableFilesResponse = z.object({ files: z.array(availableFile) });
