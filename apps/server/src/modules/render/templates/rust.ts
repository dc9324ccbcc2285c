import type { VideoTemplate } from '../../../platform/render/types.js';
import { STANDARD_LAYOUTS, standardChapters, VIDEO_SECONDS } from './chapters.js';

export const rust: VideoTemplate = {
  templateId: 2,
  templateName: 'Rust',
  isDefault: false,
  duration: VIDEO_SECONDS,
  transition: 0.6,
  palette: { panel: '#3a1d12', accent: '#e07a45', text: '#fff7f2', muted: '#f3d3c2' },
  chapters: standardChapters({ panels: ['right', 'left', 'right', 'left', 'right', 'center'] }),
  layouts: STANDARD_LAYOUTS,
};
