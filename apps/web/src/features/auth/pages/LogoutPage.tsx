import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { clearSession } from '../../../lib/session';

/** /logout: ends the session (auth record and persisted portal state) and returns to /login. */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    void navigate('/login', { replace: true });
  }, [navigate]);
  return (
    <Center mih="100dvh">
      <Loader aria-label="Signing out" />
    </Center>
  );
}
