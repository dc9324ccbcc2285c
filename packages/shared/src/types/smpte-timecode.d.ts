// The part of smpte-timecode's API this package uses (it ships no typings).
declare module 'smpte-timecode' {
  interface Timecode {
    frameCount: number;
    dropFrame: boolean;
    toString(format?: 'field'): string;
  }
  function Timecode(timeCode: number | string, frameRate: number | [number, number], dropFrame?: boolean): Timecode;
  export default Timecode;
}
