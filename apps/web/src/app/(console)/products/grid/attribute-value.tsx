'use client';

import { Text, Tooltip } from '@mantine/core';
import { useHydrated } from '@/lib/use-hydrated';
import { plainTextOf } from '@/lib/plain-text';
import { isolateText } from '@/lib/bidi';
import { optionCodesOf } from '../option-labels';
import { useOptionLabels } from '../use-option-labels';
import type { GridAttribute } from './grid-query';
import { Thumbnail } from './thumbnail';

/**
 * The labels of the option codes the page's select and multiselect columns show, in the
 * grid's locale: one request per such column, for exactly those codes (not the first options
 * of the attribute, which leave the rest as codes).
 */
export function useGridOptionLabels(
  items: readonly { values?: Record<string, unknown> | null }[] | undefined,
  columns: readonly string[],
  attributes: ReadonlyMap<string, GridAttribute>,
  locale: string,
) {
  const wanted = columns.flatMap((code) => {
    const attribute = attributes.get(code);
    if (attribute?.type !== 'select' && attribute?.type !== 'multiselect') return [];
    const codes = (items ?? []).flatMap((p) => optionCodesOf(p.values?.[code]));
    return codes.length ? [{ attributeId: attribute.id, codes }] : [];
  });
  return useOptionLabels(wanted, locale).label;
}

/** Longer text than this is clipped in its cell; the whole of it shows on hover or focus. */
const CLIP = 60;

/** A number string as the user's locale writes it (the stored text where it is no number). */
function formatNumber(value: unknown, locale: string | undefined): string {
  const number = Number(value);
  return value !== '' && Number.isFinite(number)
    ? number.toLocaleString(locale, { maximumFractionDigits: 6 })
    : String(value);
}

/** A calendar day (`2026-11-28`) in the user's words, without moving it across time zones. */
function formatDate(value: unknown, locale: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value));
  if (!match) return String(value);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toLocaleDateString(locale, { timeZone: 'UTC', dateStyle: 'medium' });
}

function ClippedText({ text, testId }: { text: string; testId: string }) {
  if (text.length <= CLIP) {
    return (
      <Text size="sm" data-testid={testId}>
        <bdi>{text}</bdi>
      </Text>
    );
  }
  return (
    <Tooltip
      label={<bdi>{text}</bdi>}
      multiline
      w={320}
      withinPortal
      events={{ hover: true, focus: true, touch: true }}
    >
      {/* Focusable, so a keyboard reaches the whole text too. */}
      <Text
        size="sm"
        tabIndex={0}
        aria-label={text}
        data-testid={testId}
        style={{ cursor: 'help' }}
      >
        <bdi>{`${text.slice(0, CLIP).trimEnd()}…`}</bdi>
      </Text>
    </Tooltip>
  );
}

/**
 * A product's value of an attribute column, readable per type: option names for codes, Yes or
 * No, numbers, prices and dates in the user's locale, rich text as words, clipped when long.
 */
export function AttributeValue({
  attribute,
  value,
  testId,
  optionLabel,
}: {
  attribute: GridAttribute | undefined;
  value: unknown;
  testId: string;
  /** A select's option label by code (the code until it is read), from the grid's page. */
  optionLabel: (attributeId: string, code: string) => string | undefined;
}) {
  // The server renders before it knows the user's locale: numbers follow after hydration.
  const locale = useHydrated() ? undefined : 'en-US';
  if (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && !value.length)
  ) {
    return (
      <Text size="sm" c="dimmed" data-testid={testId}>
        —
      </Text>
    );
  }
  switch (attribute?.type) {
    case 'boolean':
      return (
        <Text size="sm" data-testid={testId}>
          {value === true || value === 'true' ? 'Yes' : 'No'}
        </Text>
      );
    case 'select':
    case 'multiselect':
      return (
        <Text size="sm" data-testid={testId}>
          <bdi>
            {optionCodesOf(value)
              .map((code) => isolateText(optionLabel(attribute.id, code) ?? code))
              .join(', ')}
          </bdi>
        </Text>
      );
    case 'number':
      return (
        <Text size="sm" data-testid={testId}>
          {formatNumber(value, locale)}
        </Text>
      );
    case 'date':
      return (
        <Text size="sm" data-testid={testId}>
          {formatDate(value, locale)}
        </Text>
      );
    case 'price': {
      const prices = Array.isArray(value) ? (value as { amount: unknown; currency: string }[]) : [];
      const text = prices
        .map((p) => {
          const amount = Number(p.amount);
          return Number.isFinite(amount)
            ? amount.toLocaleString(locale, { style: 'currency', currency: p.currency })
            : `${String(p.amount)} ${p.currency}`;
        })
        .join(' · ');
      return <ClippedText text={text} testId={testId} />;
    }
    case 'metric': {
      const metric = value as { amount: unknown; unit: string };
      const unit = String(metric.unit ?? '')
        .toLowerCase()
        .replaceAll('_', ' ');
      return (
        <Text size="sm" data-testid={testId}>
          {`${formatNumber(metric.amount, locale)} ${unit}`}
        </Text>
      );
    }
    case 'media':
      return <Thumbnail assetId={String(value)} size={32} />;
    case 'textarea':
      return <ClippedText text={plainTextOf(String(value))} testId={testId} />;
    default:
      return (
        <ClippedText
          text={typeof value === 'string' ? value : JSON.stringify(value)}
          testId={testId}
        />
      );
  }
}
