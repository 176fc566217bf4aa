'use client';
/**
 * The booking system's notices in the visitor's language: a hint the site knows by its code from the
 * `hints` messages, anything else as the server sent it (the rule: lib/booking/hints).
 */
import { useTranslations } from 'next-intl';
import type { Notice } from '@/lib/api/model';
import { noticeText } from '@/lib/booking/hints';

export function useNoticeText(): (notice: Notice) => string {
  const t = useTranslations('hints');
  return (notice) => noticeText(notice, t);
}
