import type { VideoTemplate } from '../../../platform/render/types.js';
import { STANDARD_LAYOUTS, standardChapters, VIDEO_SECONDS } from './chapters.js';

export const green: VideoTemplate = {
  templateId: 3,
  templateName: 'Green',
  isDefault: false,
  duration: VIDEO_SECONDS,
  transition: 0.6,
  palette: { panel: '#12301f', accent: '#5cc98a', text: '#ffffff', muted: '#cdebd9' },
  chapters: standardChapters({ motions: ['zoom-out', 'pan-left', 'zoom-in', 'pan-right', 'zoom-out', 'zoom-in'] }),
  layouts: STANDARD_LAYOUTS,
};
