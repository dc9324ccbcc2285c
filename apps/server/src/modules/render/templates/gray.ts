import type { VideoTemplate } from '../../../platform/render/types.js';
import { STANDARD_LAYOUTS, standardChapters, VIDEO_SECONDS } from './chapters.js';

export const gray: VideoTemplate = {
  templateId: 1,
  templateName: 'Gray',
  isDefault: true,
  duration: VIDEO_SECONDS,
  transition: 0.6,
  palette: { panel: '#2b2f36', accent: '#c9ced6', text: '#ffffff', muted: '#d5d9e0' },
  chapters: standardChapters(),
  layouts: STANDARD_LAYOUTS,
};
