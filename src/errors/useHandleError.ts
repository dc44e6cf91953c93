/** The one error handler of the app: turns any failure into the notice of spec §8. */
import { useCallback } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { useAppConfig } from '../config/useAppConfig.ts';
import { describeError, type DescribeOptions } from './describeError.ts';

export function useHandleError() {
  const notify = useNotify();
  const translate = useTranslate();
  const { data: config } = useAppConfig();
  const supportEmail = config?.support_email;
  return useCallback(
    (error: unknown, options: Omit<DescribeOptions, 'supportEmail'> = {}) => {
      const { message, type } = describeError(error, translate, { ...options, supportEmail });
      // Already translated: the _ option keeps polyglot from reporting a missing key.
      notify(message, { type, multiLine: true, messageArgs: { _: message } });
    },
    [notify, translate, supportEmail],
  );
}
