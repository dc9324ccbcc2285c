// The player's remaining parts as the viewer meets them: the editor's render timer, the progress bar with a range
// being marked and range comments, and the bar's accessibility (no buttons inside the slider, keys on the slider).
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { EDITOR_RENDER_ALLOWANCE_MINUTES, REVIEW_MESSAGES } from '@vms/shared';
import { renderUi } from '../../../test/render';
import { FramePlayer } from './FramePlayer';
import { RenderTimerBanner, renderTimeLeft } from './RenderTimerBanner';

describe('the render timer', () => {
  const start = '2026-01-01T10:00:00.000Z';
  const at = (ms: number) => Date.parse(start) + ms;
  it('counts the editor’s allowance down from the queue time, then runs out', () => {
    expect(EDITOR_RENDER_ALLOWANCE_MINUTES).toBe(3);
    expect(renderTimeLeft(start, at(0))).toBe('03:00');
    expect(renderTimeLeft(start, at(61_000))).toBe('01:59');
    expect(renderTimeLeft(start, at(179_500))).toBe('00:01');
    expect(renderTimeLeft(start, at(180_000))).toBeNull();
    expect(renderTimeLeft('not a date', at(0))).toBeNull();
  });

  it('shows the editor the countdown, then the spec’s late text; others a quiet note; nothing once ready', () => {
    const recent = new Date(Date.now() - 30_000).toISOString();
    const { unmount } = renderUi(<RenderTimerBanner status="inprogress" startedAt={recent} forEditor />);
    const banner = screen.getByTestId('render-timer');
    expect(banner).toHaveTextContent(REVIEW_MESSAGES.renderTimer);
    expect(within(banner).getByLabelText(/^Time left 02:(2|3)\d$/)).toBeInTheDocument();
    unmount();

    const old = new Date(Date.now() - 4 * 60_000).toISOString();
    const late = renderUi(<RenderTimerBanner status="inprogress" startedAt={old} forEditor />);
    expect(screen.getByTestId('render-timer')).toHaveTextContent(REVIEW_MESSAGES.renderLate);
    expect(screen.queryByLabelText(/Time left/)).toBeNull();
    late.unmount();

    const pm = renderUi(<RenderTimerBanner status="inprogress" startedAt={recent} forEditor={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(REVIEW_MESSAGES.renderTimer);
    expect(screen.queryByTestId('render-timer')).toBeNull();
    pm.unmount();

    renderUi(<RenderTimerBanner status="complete" startedAt={recent} forEditor />);
    expect(screen.queryByText(REVIEW_MESSAGES.renderTimer)).toBeNull();
  });
});

describe('the progress bar', () => {
  const player = (extra: Partial<Parameters<typeof FramePlayer>[0]> = {}) => (
    <FramePlayer
      src="/clip.mp4"
      isImage={false}
      dots={[
        { id: 'a', frame: 20, frameOut: null, label: 'one frame' },
        { id: 'b', frame: 40, frameOut: 60, label: 'a range' },
      ]}
      board={null}
      onBoardChange={() => undefined}
      overlay={null}
      {...extra}
    />
  );

  it('keeps the comment dots outside the slider, hidden from assistive technology; a range dot spans its frames', () => {
    renderUi(player());
    const slider = screen.getByRole('slider', { name: 'Progress' });
    const dots = screen.getAllByTestId('comment-dot');
    expect(dots.map((d) => d.dataset.frame)).toEqual(['20', '40']);
    expect(dots.every((d) => !slider.contains(d) && d.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(dots[1]).toHaveAttribute('data-frame-out', '60');
    // the list's buttons stand for them (the page's), so the player itself offers no "Comment at" button
    expect(screen.queryAllByRole('button', { name: /^Comment at/ })).toHaveLength(0);
  });

  it('draws the range being marked as a bracket from the in to the out frame', () => {
    const { unmount } = renderUi(player({ pendingRange: { in: 10, out: null } }));
    expect(screen.getByTestId('range-marker')).toHaveAttribute('data-in', '10');
    expect(screen.getByTestId('range-marker')).toHaveAttribute('data-out', '');
    unmount();
    renderUi(player({ pendingRange: { in: 10, out: 30 } }));
    expect(screen.getByTestId('range-marker')).toHaveAttribute('data-out', '30');
  });

  it('has every control labelled, and hides its bar, controls and keys when bare (compare)', () => {
    const { unmount } = renderUi(player());
    for (const name of ['Previous frame', 'Play', 'Next frame', 'Mute']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    for (const name of ['Speed', 'Aspect ratio', 'Time format']) expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Volume' })).toBeInTheDocument();
    unmount();
    renderUi(player({ bare: true, label: 'Version 2 video' }));
    expect(screen.queryByRole('slider', { name: 'Progress' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    expect(screen.getByLabelText('Version 2 video')).toBeInTheDocument();
  });
});
