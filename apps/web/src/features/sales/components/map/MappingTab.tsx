// Tab 4 "Mapping & Call to Action" (part A §2 "Property detail", §5): the boundary flow, and the call to action that
// the header's buttons save (empty text is sent as null).
import { useCallback, useState } from 'react';
import { Card, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { addAssetDetailsSchema } from '@vms/shared';
import { z } from 'zod';
import { AssetOrderDocument, SaveCallToActionDocument, type MappingTabFieldsFragment } from '../../../../gql/graphql';
import { zodResolver } from '../../../../lib/zod-resolver';
import { toastApiError, toastSuccess } from '../../../../ui/toast';
import type { OrderTabProps, SaveIntent } from '../../order-tab';
import { useRegisterSave } from '../../use-register-save';
import { BoundaryFlow } from './BoundaryFlow';

export const CALL_TO_ACTION_MAX = 500;
const callToActionSchema = z.object({ callToAction: addAssetDetailsSchema.shape.callToAction });

export function MappingTab({ assetId, detail, registerSave, onDirtyChange }: OrderTabProps<MappingTabFieldsFragment>) {
  const [savedText, setSavedText] = useState(detail.callToAction?.text ?? '');
  const [mapDirty, setMapDirty] = useState(false);
  const form = useForm({ initialValues: { callToAction: savedText }, validate: zodResolver(callToActionSchema) });
  const [saveCallToAction] = useMutation(SaveCallToActionDocument, { refetchQueries: [AssetOrderDocument], awaitRefetchQueries: true });
  const text = form.values.callToAction;
  const dirty = text.trim() !== savedText.trim() || mapDirty;

  const save = useCallback(
    async (intent?: SaveIntent): Promise<boolean> => {
      if (form.validate().hasErrors) return false;
      const parsed = callToActionSchema.parse(form.getValues());
      try {
        const { data } = await saveCallToAction({ variables: { assetId, callToAction: parsed.callToAction ?? null } });
        setSavedText(parsed.callToAction ?? '');
        // Save For Later stays quiet: the page toasts its own result.
        if (intent !== 'later' && data) toastSuccess(data.addAssetDetails.message);
        return true;
      } catch (err) {
        toastApiError(err);
        return false;
      }
    },
    [assetId, form, saveCallToAction],
  );
  useRegisterSave(registerSave, onDirtyChange, save, dirty);

  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Title order={3} size="h5" mb="sm">
          Boundary map
        </Title>
        <BoundaryFlow assetId={assetId} detail={detail} onDirtyChange={setMapDirty} />
      </Card>
      <Card withBorder padding="md">
        <Textarea
          label="Call to action"
          description={`${CALL_TO_ACTION_MAX - text.length} characters remaining`}
          maxLength={CALL_TO_ACTION_MAX}
          autosize
          minRows={3}
          {...form.getInputProps('callToAction')}
        />
      </Card>
    </Stack>
  );
}
