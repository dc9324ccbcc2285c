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

/** Variants a render request may ask for besides the 16:9 delivery: 9:16 and 1:1 (social), the MLS-unbranded cut. */
export const RENDER_VARIANTS = ['9:16', '1:1', 'mls'] as const;
export const renderVariantSchema = z.enum(RENDER_VARIANTS);
export type RenderVariant = z.infer<typeof renderVariantSchema>;
export const renderVariantsSchema = z
  .array(renderVariantSchema)
  .max(10)
  .transform((v) => [...new Set(v)]);

/** cancelRender's argument. */
export const cancelRenderSchema = z.object({ renderId: z.uuid('Render not found.') });
export type CancelRenderInput = z.infer<typeof cancelRenderSchema>;
