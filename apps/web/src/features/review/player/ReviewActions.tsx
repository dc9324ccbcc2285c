// The review's actions under the comment box (part B §4): the buttons the server offers the viewer (approve, revert,
// Login to review, or a state's badge) and Review completed with its confirmation (and, on Bronze, the way back to the
// management portal). The page's new state comes with the folder's event on the page's subscription.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { REVIEW_BUTTONS, REVIEW_MESSAGES } from '@vms/shared';
import { AddReviewLinkApprovalDocument, VideoPlayerReviewCompleteDocument, type ReviewDetailsFieldsFragment } from '../../../gql/graphql';
import { rememberEarlierPath, useAuth } from '../../../lib/auth-storage';
import { toastApiError, toastSuccess } from '../../../ui/toast';

export function ReviewActions({
  d,
  guestToken,
  onApproved,
}: {
  d: ReviewDetailsFieldsFragment;
  guestToken: string | null;
  /** After an approval: the drawing shown over the video is put away. */
  onApproved: () => void;
}) {
  const navigate = useNavigate();
  const auth = useAuth();
  const [approve] = useMutation(AddReviewLinkApprovalDocument);
  const [complete] = useMutation(VideoPlayerReviewCompleteDocument);
  const [confirmComplete, setConfirmComplete] = useState(false);
  const [redirectPrompt, setRedirectPrompt] = useState(false);
  const isBronze = d.projectFolder.projectPlan === 'BRONZE';
  const p = d.permissions;

  async function act(action: string) {
    try {
      const r = await approve({
        variables: {
          projectId: String(d.projectFolder.projectId),
          assetId: d.id,
          reviewStatus: action,
          folderName: d.projectFolder.name,
          role: auth?.role ?? null,
        },
      });
      toastSuccess(REVIEW_MESSAGES.actionDone);
      if (r.data?.addReviewLinkApproval.message.includes('APPROVED')) onApproved();
    } catch (e) {
      toastApiError(e);
    }
  }

  async function doComplete() {
    setConfirmComplete(false);
    try {
      await complete({
        variables: { projectId: String(d.projectFolder.projectId), isMappedComments: isBronze, folderAssetId: d.id, guestToken },
      });
      toastSuccess(REVIEW_MESSAGES.actionDone);
      if (isBronze) setRedirectPrompt(true);
    } catch (e) {
      toastApiError(e);
    }
  }

  return (
    <>
      <Group gap="xs" wrap="wrap" data-testid="review-actions">
        {p.buttons.map((b) =>
          b.label === REVIEW_BUTTONS.loginToReview ? (
            <Button
              key={b.label}
              variant="light"
              onClick={() => {
                rememberEarlierPath(window.location.pathname);
                void navigate('/login');
              }}
            >
              {b.label}
            </Button>
          ) : b.action ? (
            <Button
              key={b.label}
              disabled={b.disabled}
              color={b.action === 'DECLINED' ? 'red.9' : 'teal.9'}
              onClick={() => void act(b.action!)}
            >
              {b.label}
            </Button>
          ) : (
            <Badge key={b.label} size="lg" variant="light" color="gray" radius="sm">
              {b.label}
            </Badge>
          ),
        )}
        {p.mayComplete && (
          <Button color="teal.9" onClick={() => setConfirmComplete(true)}>
            {REVIEW_BUTTONS.reviewCompleted}
          </Button>
        )}
      </Group>
      <Modal opened={confirmComplete} onClose={() => setConfirmComplete(false)} title="Review complete">
        <Stack>
          <Text>Are you sure the review is complete? No more comments can be added.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmComplete(false)}>
              Cancel
            </Button>
            <Button onClick={() => void doComplete()}>Confirm</Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={redirectPrompt} onClose={() => setRedirectPrompt(false)} title="Review completed">
        <Stack>
          <Text>{REVIEW_MESSAGES.redirectPrompt}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRedirectPrompt(false)}>
              No
            </Button>
            <Button onClick={() => void navigate('/management-portal/projects/active-projects')}>Yes</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
