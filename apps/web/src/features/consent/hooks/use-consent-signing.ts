import {
  type ConsentDocument,
  ErrorCode,
  isConsentComplete,
  SUCCESS_CODE,
  validationMessage,
} from '@ia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAuthorizationNeeded } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/notify';
import { userInfoQueryKey } from '../../users';
import { useConsentDocuments } from '../api/get-consent-documents';
import { signConsent } from '../api/sign-consent';

/** A tick belongs to one exact version: new versions start unticked. */
function tickKey(document: ConsentDocument): string {
  return `${document.code}@${document.document_version_number}@${document.commit_hash}`;
}

/**
 * The consent popup's state (spec §4, §5): the current documents, a tick per document, and
 * signing, which is refused with the spec's alert until every document is ticked. A 40900
 * answer means the documents changed meanwhile: they are loaded again and must be re-ticked.
 */
export function useConsentSigning({ enabled, onSigned }: { enabled: boolean; onSigned: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const documents = useConsentDocuments({ enabled });
  const list = documents.data ?? [];
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const tickedFlags = list.map((document) => ticked.has(tickKey(document)));

  const setTick = (document: ConsentDocument, checked: boolean) => {
    setTicked((current) => {
      const next = new Set(current);
      if (checked) next.add(tickKey(document));
      else next.delete(tickKey(document));
      return next;
    });
  };

  const setAll = (checked: boolean) => {
    setTicked(checked ? new Set(list.map(tickKey)) : new Set());
  };

  const mutation = useMutation({
    mutationFn: () => signConsent(list),
    onSuccess: async (answer) => {
      // 50001: the authorization popup is already open.
      if (isAuthorizationNeeded(answer)) return;
      if (answer.code === SUCCESS_CODE) {
        toast(t('access.consent.signed'));
        queryClient.setQueryData(userInfoQueryKey, (user: { all_active: 0 | 1 } | undefined) =>
          user ? { ...user, all_active: 1 } : user,
        );
        // Everything refused for want of consent (40302) can load now.
        void queryClient.invalidateQueries();
        onSigned();
        return;
      }
      toast(answer.msg || t('api.uncaughtError'));
      if (answer.code === ErrorCode.CONFLICT) {
        setTicked(new Set());
        await queryClient.invalidateQueries({ queryKey: ['consent', 'documents'] });
      }
    },
  });

  const sign = () => {
    if (!isConsentComplete(tickedFlags)) {
      void Dialog.alert({
        content: validationMessage('consent', {}, currentLanguage()),
        confirmText: t('app.confirm'),
      });
      return;
    }
    mutation.mutate();
  };

  return {
    documents,
    list,
    isTicked: (document: ConsentDocument) => ticked.has(tickKey(document)),
    allTicked: isConsentComplete(tickedFlags),
    setTick,
    setAll,
    sign,
    signing: mutation.isPending,
  };
}
