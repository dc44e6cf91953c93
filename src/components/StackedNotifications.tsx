/**
 * Notifications of spec §9: top right (the scroll-to-top chevron owns the bottom right), each
 * closing after 5000 ms, several at once with the newest on top. It replaces react-admin's
 * one-at-a-time <Notification> but reads the same queue, so everything keeps calling useNotify().
 */
import { Alert, Box, Button, Grow } from '@mui/material';
import { isValidElement, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'ra-core';
import { NOTIFICATION_AUTO_HIDE_MS } from '../../domain/constants.ts';

interface Shown extends NotificationPayload {
  key: number;
}

const SEVERITY = { success: 'success', info: 'info', warning: 'warning', error: 'error' } as const;

function NotificationItem({ item, onClose }: { item: Shown; onClose: (item: Shown, undo: boolean) => void }) {
  const translate = useTranslate();
  const { autoHideDuration, messageArgs, undoable } = item.notificationOptions ?? {};
  const hideAfter: number | null = autoHideDuration === undefined ? NOTIFICATION_AUTO_HIDE_MS : autoHideDuration;

  useEffect(() => {
    if (hideAfter === null) return;
    const timer = setTimeout(() => onClose(item, false), hideAfter);
    return () => clearTimeout(timer);
  }, [hideAfter, item, onClose]);

  let content: ReactNode = null;
  if (typeof item.message === 'string') content = translate(item.message, { _: item.message, ...(messageArgs ?? {}) });
  else if (isValidElement(item.message)) content = item.message;

  return (
    <CloseNotificationContext.Provider value={() => onClose(item, false)}>
      <Grow in appear>
        <Alert
          variant="filled"
          severity={SEVERITY[item.type] ?? 'info'}
          onClose={() => onClose(item, false)}
          slotProps={{ closeButton: { title: translate('ra.action.close') } }}
          action={
            undoable ? (
              <Button color="inherit" size="small" onClick={() => onClose(item, true)}>
                {translate('ra.action.undo')}
              </Button>
            ) : undefined
          }
          sx={{ boxShadow: 4, whiteSpace: 'pre-line', alignItems: 'flex-start', minWidth: { sm: 320 } }}
        >
          {content}
        </Alert>
      </Grow>
    </CloseNotificationContext.Provider>
  );
}

export function StackedNotifications() {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [shown, setShown] = useState<Shown[]>([]);
  const nextKey = useRef(1);
  const lastBatch = useRef<NotificationPayload[] | null>(null);

  // Move queued notifications to the stack; the queue only grows at its end, so dropping as many
  // as we took from its start is exact even if more arrive meanwhile.
  useEffect(() => {
    // The identity check keeps React's development double effects from showing a batch twice.
    if (notifications.length === 0 || lastBatch.current === notifications) return;
    const batch = notifications;
    lastBatch.current = batch;
    setNotifications((queue) => queue.slice(batch.length));
    const added = batch.map((n) => ({ ...n, key: nextKey.current++ }));
    setShown((current) => [...added.reverse(), ...current]);
  }, [notifications, setNotifications]);

  const close = useCallback(
    (item: Shown, undo: boolean) => {
      if (item.notificationOptions?.undoable) takeMutation()?.({ isUndo: undo });
      setShown((current) => current.filter((n) => n.key !== item.key));
    },
    [takeMutation],
  );

  if (shown.length === 0) return null;
  return (
    <Box
      aria-live="polite"
      sx={{
        position: 'fixed',
        right: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 'auto' },
        top: { xs: 64, sm: 80 },
        zIndex: (t) => t.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        maxWidth: { sm: 480 },
      }}
    >
      {shown.map((item) => (
        <NotificationItem key={item.key} item={item} onClose={close} />
      ))}
    </Box>
  );
}
