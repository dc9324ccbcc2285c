import { z } from 'zod';

// Inputs of the render operations (part B §7). The spec shows no messages for them; ids that do not parse are a
// client bug, so the messages are plain.
export const getVideoSegmentSchema = z.object({
  templateId: z.number().int().positive('Unknown template'),
  /** 1-based chapter number. */
  segmentNumber: z.number().int().min(1, 'Unknown chapter').max(50, 'Unknown chapter'),
  videoId: z.uuid('Requested video asset does not exist.'),
});
export type GetVideoSegmentInput = z.infer<typeof getVideoSegmentSchema>;

/** One field of a chapter's form (formData), as the modify flow and the Bronze builder send it. */
export const formItemSchema = z.object({
  label: z.string().max(200),
  attributeValue: z.string().min(1).max(100),
  value: z.string().max(2000),
});
export const formDataSchema = z.array(z.array(formItemSchema).max(50)).max(50);
