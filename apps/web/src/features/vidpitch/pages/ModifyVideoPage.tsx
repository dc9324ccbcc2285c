// /{uuid}/modify-video (part B §4 "Modify flow", §5 "Broker text edits"): step 0 chooses the template, then 'Ready to
// see your new video?' offers Edit Text & Images or Render My Video; step 1 goes chapter by chapter with the §5 rules,
// the last chapter ends with 'Done! Render New Video' and its confirm. Blocked once the video is purchased.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Group, Modal, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { chapterIssues, VIDPITCH_MESSAGES as M } from '@vms/shared';
import {
  GetAssetImagesDocument,
  GetVideoDataDocument,
  RenderEditedVideoTemplateDocument,
  VidpitchSegmentDocument,
  VidpitchTemplatesDocument,
} from '../../../gql/graphql';
import { toastApiError } from '../../../ui/toast';
import { PublicFrame } from '../components/PublicFrame';
import { ChapterImages } from '../components/ChapterImages';
import { VideoUnavailable } from '../../../ui/VideoUnavailable';

type Item = { label: string; attributeValue: string; value: string };
const HIDDEN = /^(IMAGE_\d+|BROKER_COMPANY_LOGO_URL|PROPERTY_BOUNDARY|INSTRUCTION_FOR_EDITOR|QR_CODE|CUSTOM_HEADING_0)$/;
const READ_ONLY = new Set(['BROKER_EMAIL']);
const COLOURS: Record<string, string> = { Gray: '#6b7280', Rust: '#b7410e', Green: '#2f855a', Blue: '#2b6cb0' };

export function ModifyVideoPage() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const video = useQuery(GetVideoDataDocument, { variables: { input: { uuid } } });
  const templates = useQuery(VidpitchTemplatesDocument);
  const assetCrexiId = video.data?.getVideoData.videoDetails.assetCrexiId;
  const pictures = useQuery(GetAssetImagesDocument, {
    variables: { input: { uuid, assetCrexiId } },
    skip: !assetCrexiId,
    fetchPolicy: 'cache-and-network',
  });
  const [render, { loading }] = useMutation(RenderEditedVideoTemplateDocument);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [ask, setAsk] = useState(false);
  const [confirmDone, setConfirmDone] = useState(false);
  const [step, setStep] = useState(0);
  const [chapter, setChapter] = useState(1);
  const [chapters, setChapters] = useState<Record<number, Item[]>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const details = video.data?.getVideoData.videoDetails;
  const chosen = templateId ?? details?.templateId ?? null;
  const template = templates.data?.getVideoTemplates.find((t) => t.templateId === chosen);
  const total = template?.segmentCount ?? 6;

  const load = async (n: number) => {
    if (chapters[n] || !chosen) return;
    const r = await client.query({ query: VidpitchSegmentDocument, variables: { templateId: chosen, segmentNumber: n, videoId: uuid } });
    setChapters((c) => ({
      ...c,
      [n]: r.data!.getVideoSegment.formData.map(({ label, attributeValue, value }) => ({ label, attributeValue, value })),
    }));
  };
  const go = async (n: number) => {
    await load(n).catch(toastApiError);
    setChapter(n);
    setErrors({});
  };
  const valid = () => {
    const issues = chapterIssues(chapter, chapters[chapter] ?? []);
    setErrors(Object.fromEntries(issues.map((i) => [i.attributeValue, i.message])));
    return issues.length === 0;
  };
  const submit = async (isEdited: boolean) => {
    try {
      const formData = isEdited ? Array.from({ length: total }, (_, i) => chapters[i + 1] ?? []) : null;
      await render({ variables: { videoId: uuid, templateId: chosen!, formData, isEdited } });
      navigate(`/${uuid}/video-draft`, { state: { message: M.editedProcessing } });
    } catch (e) {
      toastApiError(e);
    }
  };

  if (!details || !templates.data)
    return (
      <PublicFrame>
        <Skeleton h={400} />
      </PublicFrame>
    );
  if (details.isVideoPurchased)
    return (
      <PublicFrame size="sm">
        <Alert color="orange">{M.cannotModify}</Alert>
      </PublicFrame>
    );
  if (details.pipelineStatus === 'inprogress')
    return (
      <PublicFrame size="sm">
        <Alert color="blue">{M.renderUnderProgress}</Alert>
      </PublicFrame>
    );
  const items = (chapters[chapter] ?? []).filter((i) => !HIDDEN.test(i.attributeValue));
  const setValue = (attributeValue: string, value: string) => {
    setChapters((c) => ({ ...c, [chapter]: c[chapter]!.map((i) => (i.attributeValue === attributeValue ? { ...i, value } : i)) }));
    // a field's message goes once it is edited; the chapter is checked again on Save & Next Chapter
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([a]) => a !== attributeValue)));
  };

  return (
    <PublicFrame>
      <Title order={1} fz="xl" mb="md">
        Modify Video
      </Title>
      <VideoUnavailable mb="md" />
      {step === 0 ? (
        templates.data.getVideoTemplates.length === 0 ? (
          <Text>{M.noTemplates}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            {templates.data.getVideoTemplates.map((t) => (
              <Card
                key={t.templateId}
                withBorder
                radius="md"
                p="sm"
                style={{
                  borderColor: t.templateId === chosen ? COLOURS[t.templateName] : undefined,
                  borderWidth: t.templateId === chosen ? 3 : 1,
                }}
              >
                {t.s3Link ? (
                  <video
                    src={t.s3Link}
                    poster={t.segmentUrl ?? undefined}
                    muted
                    controls
                    playsInline
                    style={{ width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: 4 }}
                  />
                ) : (
                  <div style={{ aspectRatio: '16 / 9', background: COLOURS[t.templateName], borderRadius: 4 }} />
                )}
                <Group justify="space-between" mt="xs">
                  <Text fw={700}>{t.templateName}</Text>
                  <Button
                    size="xs"
                    variant={t.templateId === chosen ? 'filled' : 'light'}
                    onClick={() => {
                      setTemplateId(t.templateId);
                      setChapters({});
                      setAsk(true);
                    }}
                  >
                    Select {t.templateName}
                  </Button>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )
      ) : (
        <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={720}>
          <Text c="dimmed" fz="sm">
            Chapter {chapter} of {total}
          </Text>
          <Stack gap="sm" mt="sm">
            <ChapterImages
              uuid={uuid}
              chapter={chapter}
              items={chapters[chapter] ?? []}
              pictures={pictures.data?.getAssetImages ?? []}
              picturesLoaded={!!pictures.data}
              onChange={setValue}
              reload={() => pictures.refetch()}
            />
            {items.length === 0 ? (
              <Text c="dimmed">{M.noTextFields}</Text>
            ) : (
              items.map((item) => (
                <TextInput
                  key={item.attributeValue}
                  label={item.label}
                  value={item.value}
                  disabled={READ_ONLY.has(item.attributeValue)}
                  error={errors[item.attributeValue]}
                  onChange={(e) => setValue(item.attributeValue, e.currentTarget.value)}
                />
              ))
            )}
          </Stack>
          <Group mt="lg" justify="space-between">
            <Button variant="default" onClick={() => (chapter === 1 ? setStep(0) : void go(chapter - 1))}>
              Previous Chapter
            </Button>
            {chapter < total ? (
              <Button onClick={() => valid() && void go(chapter + 1)}>Save &amp; Next Chapter</Button>
            ) : (
              <Button color="teal.9" onClick={() => valid() && setConfirmDone(true)}>
                Done! Render New Video
              </Button>
            )}
          </Group>
        </Card>
      )}
      <Modal opened={ask} onClose={() => setAsk(false)} title={M.readyToSee} centered>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              setAsk(false);
              setStep(1);
              void go(1);
            }}
          >
            Edit Text &amp; Images
          </Button>
          <Button
            loading={loading}
            onClick={() => {
              setAsk(false);
              void submit(false);
            }}
          >
            Render My Video
          </Button>
        </Group>
      </Modal>
      <Modal opened={confirmDone} onClose={() => setConfirmDone(false)} title={M.readyToSee} centered>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmDone(false)}>
            Cancel - Make More Edits
          </Button>
          <Button
            loading={loading}
            color="teal.9"
            onClick={() => {
              setConfirmDone(false);
              void submit(true);
            }}
          >
            Make My New Video!
          </Button>
        </Group>
      </Modal>
    </PublicFrame>
  );
}
