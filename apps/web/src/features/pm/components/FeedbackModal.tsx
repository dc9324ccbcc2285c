// The PM's feedback on the editor (part B §3 "Editor feedback", §4): quality, finish on time and ease of collaboration
// (1–4 stars each), a time badge and comments — once the project is completed and has no reviews.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Rating, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { FEEDBACK_STARS_MAX, TIME_BADGES, pmFeedbackSchema } from '@vms/shared';
import { PmEditorFeedbackDocument } from '../../../gql/graphql';
import { toastApiError, toastSuccess } from '../../../ui/toast';

const QUESTIONS = [
  ['projectQualityReview', 'Quality of work'],
  ['projectFinishOnTimeReview', 'Finished on time'],
  ['easeOfCollabrationReview', 'Ease of collaboration'],
] as const;
type Key = (typeof QUESTIONS)[number][0];

export function FeedbackModal({
  projectId,
  editor,
  opened,
  onClose,
}: {
  projectId: number;
  editor: string;
  opened: boolean;
  onClose: () => void;
}) {
  const [stars, setStars] = useState<Record<Key, number>>({
    projectQualityReview: 0,
    projectFinishOnTimeReview: 0,
    easeOfCollabrationReview: 0,
  });
  const [badge, setBadge] = useState<string>('');
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(PmEditorFeedbackDocument);

  async function submit() {
    const input = { projectId: String(projectId), timeBadge: badge, projectReviews: stars, commentsOnEditor: comments };
    const parsed = pmFeedbackSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    try {
      const r = await send({ variables: input });
      toastSuccess(r.data!.pmToEditorFeedback.message);
      onClose();
    } catch (err) {
      toastApiError(err);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={`Rate ${editor}`} centered>
      <Stack gap="md">
        {QUESTIONS.map(([key, label]) => (
          <Group key={key} justify="space-between" wrap="nowrap">
            <Text fz="sm">{label}</Text>
            <Rating
              count={FEEDBACK_STARS_MAX}
              value={stars[key]}
              onChange={(v) => {
                setStars((s) => ({ ...s, [key]: v }));
                setError(null);
              }}
              aria-label={label}
              size="lg"
            />
          </Group>
        ))}
        <Stack gap={4}>
          <Text fz="sm">Time badge</Text>
          <SegmentedControl
            value={badge}
            onChange={(v) => {
              setBadge(v);
              setError(null);
            }}
            data={[...TIME_BADGES]}
            aria-label="Time badge"
            fullWidth
          />
        </Stack>
        <Textarea
          label="Comments on the editor"
          value={comments}
          onChange={(e) => setComments(e.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={1000}
        />
        {error && (
          <Text c="red" fz="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={loading}>
            Submit feedback
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
