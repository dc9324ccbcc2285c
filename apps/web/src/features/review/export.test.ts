import { describe, expect, it } from 'vitest';
import { commentsCsv, commentsEdl } from './export';

const groups = [
  {
    commentId: 'a',
    frame: 48,
    frameOut: null,
    commentTime: '00:00:02:08',
    commentFrom: 'PM',
    commentCompleted: true,
    commentAccepted: false,
    comments: [
      { commentUser: 'Paula', commentText: 'Logo, "too" close' },
      { commentUser: 'Eddie', commentText: 'Fixed' },
    ],
  },
  {
    commentId: 'b',
    frame: 399,
    frameOut: 420,
    commentTime: '00:00:19:19',
    commentFrom: 'USER',
    commentCompleted: false,
    commentAccepted: true,
    comments: [{ commentUser: 'Casey', commentText: '' }],
  },
];

describe('comment exports', () => {
  it('writes one CSV row per comment and reply, quoting what needs it', () => {
    const rows = commentsCsv(groups).trimEnd().split('\r\n');
    expect(rows).toEqual([
      'Timecode,Frame,Out frame,From,User,Comment,Reply,Completed,Accepted',
      '00:00:02:08,48,,PM,Paula,"Logo, ""too"" close",false,true,false',
      '00:00:02:08,48,,PM,Eddie,Fixed,true,true,false',
      '00:00:19:19,399,420,USER,Casey,,false,false,true',
    ]);
  });
  it('writes an EDL marker per comment at its 20 fps timecode, ranges to their out frame', () => {
    const edl = commentsEdl(groups, 'Austin Plaza v1').split('\n');
    expect(edl[0]).toBe('TITLE: Austin Plaza v1');
    expect(edl).toContain('001  AX       V     C        00:00:02:08 00:00:02:09 00:00:02:08 00:00:02:09');
    expect(edl).toContain('002  AX       V     C        00:00:19:19 00:00:21:01 00:00:19:19 00:00:21:01');
    expect(edl).toContain('|C:ResolveColorRed |M:Annotation |D:22');
  });
});
