import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { toastSuccess } from './toast';

describe('toasts', () => {
  it('mount their container with the first toast, which shows (the container is a chunk of its own)', async () => {
    renderUi(<button onClick={() => toastSuccess('Profile saved')}>Save</button>);
    await screen.findByRole('button', { name: 'Save' });
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root[data-position="bottom-right"]')).not.toBeNull();
  });
});
