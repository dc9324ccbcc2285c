import type { VideoTemplate } from '../../../platform/render/types.js';
import { STANDARD_LAYOUTS, standardChapters, VIDEO_SECONDS } from './chapters.js';

export const blue: VideoTemplate = {
  templateId: 4,
  templateName: 'Blue',
  isDefault: false,
  duration: VIDEO_SECONDS,
  transition: 0.6,
  palette: { panel: '#0f2340', accent: '#4aa3ff', text: '#ffffff', muted: '#cfe3fb' },
  chapters: standardChapters({ panels: ['left', 'left', 'right', 'right', 'left', 'center'] }),
  layouts: STANDARD_LAYOUTS,
};
