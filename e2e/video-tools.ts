// The ffmpeg and ffprobe the e2e tests make and check clips with: the npm packages', as the server's (a newcomer's
// machine has none of its own); FFMPEG_PATH and FFPROBE_PATH choose others, as they do for the server.
import ffmpegPackage from '@ffmpeg-installer/ffmpeg';
import ffprobePackage from '@ffprobe-installer/ffprobe';

export const FFMPEG = process.env.FFMPEG_PATH ?? ffmpegPackage.path;
export const FFPROBE = process.env.FFPROBE_PATH ?? ffprobePackage.path;
