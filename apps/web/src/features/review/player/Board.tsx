// The drawing board: Annotate freezes the shown frame (the range's in frame when one is marked) and opens the board
// over it; the tools sit under the player while it is open. The shapes are drawn on the player (FramePlayer's board).
import { useCallback, useState } from 'react';
import { REVIEW_MESSAGES } from '@vms/shared';
import { toastError } from '../../../ui/toast';
import { AnnotationTools, emptyBoard, type BoardState } from '../components/AnnotationBoard';
import type { Playback } from './use-playback';

export interface FrozenFrame {
  frame: number;
  jpeg: Blob | null;
}

export function useBoard({ player, range, setOverlay }: Pick<Playback, 'player' | 'range' | 'setOverlay'>) {
  const [board, setBoard] = useState<BoardState | null>(null);
  const [frozen, setFrozen] = useState<FrozenFrame | null>(null);
  const openBoard = useCallback(async () => {
    try {
      if (range.in != null) await player.current!.goTo(range.in);
      const f = await player.current!.freeze();
      setFrozen(f);
      setBoard(emptyBoard());
      setOverlay(null);
    } catch {
      toastError(REVIEW_MESSAGES.screenshotFailed);
    }
  }, [player, range.in, setOverlay]);
  const closeBoard = useCallback(() => {
    setBoard(null);
    setFrozen(null);
  }, []);
  return { board, setBoard, frozen, openBoard, closeBoard };
}

export type Board = ReturnType<typeof useBoard>;

export function BoardTools({ board }: { board: Board }) {
  return board.board && <AnnotationTools board={board.board} onChange={board.setBoard} />;
}
