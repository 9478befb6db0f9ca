'use client';

import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { RouterOutputs } from '@/lib/api/router';
import { ACTION_WORDS, describeChange, type HistoryTerms } from './change-words';

type Revision = RouterOutputs['productRevisions']['list']['items'][number];

const SUMMARY_SHOWN = 6;

// Outlined in shade 9: the small label stays readable (4.5:1 on white).
const ACTION_COLORS = { added: 'teal.9', changed: 'blue.9', removed: 'red.9' } as const;

/** A value's channel and locale by name, as outlined chips (shade 9: readable at 4.5:1). */
export function ScopeChips({ channel, locale }: { channel?: string; locale?: string }) {
  return (
    <>
      {channel ? (
        <Badge size="sm" variant="outline" color="gray.9" tt="none" title="Channel">
          <bdi>{channel}</bdi>
        </Badge>
      ) : null}
      {locale ? (
        <Badge size="sm" variant="outline" color="indigo.9" tt="none" title="Locale">
          <bdi>{locale}</bdi>
        </Badge>
      ) : null}
    </>
  );
}

/** A revision's changes in words: what (with its channel and locale), before → after. */
export function ChangeSummary({ revision, terms }: { revision: Revision; terms: HistoryTerms }) {
  const [all, setAll] = useState(false);
  const entries = all ? revision.change_summary : revision.change_summary.slice(0, SUMMARY_SHOWN);
  const testId = `revision-summary-${revision.revision_number}`;
  return (
    <Stack gap={6} data-testid={testId} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {entries.map((entry, index) => {
        const words = describeChange(entry, terms);
        return (
          <Group
            key={`${entry.path}-${index}`}
            component="li"
            gap={6}
            wrap="wrap"
            fz="sm"
            data-testid={`${testId}-entry`}
          >
            <Badge size="xs" variant="outline" color={ACTION_COLORS[words.action]} tt="none">
              {ACTION_WORDS[words.action]}
            </Badge>
            <Text span size="sm" fw={600} c={words.unknown ? 'dimmed' : undefined}>
              <bdi>{words.subject}</bdi>
            </Text>
            <ScopeChips channel={words.channel} locale={words.locale} />
            {words.action !== 'added' && words.before !== undefined ? (
              <Text
                span
                size="sm"
                c="dimmed"
                td={words.action === 'removed' ? 'line-through' : undefined}
              >
                <bdi>{words.before}</bdi>
              </Text>
            ) : null}
            {words.action === 'changed' ? <span aria-label="becomes">→</span> : null}
            {words.action !== 'removed' && words.after !== undefined ? (
              <Text span size="sm">
                <bdi>{words.after}</bdi>
              </Text>
            ) : null}
          </Group>
        );
      })}
      {revision.change_summary.length > SUMMARY_SHOWN ? (
        <li>
          <Button variant="subtle" size="compact-xs" w="fit-content" onClick={() => setAll(!all)}>
            {all ? 'Show fewer' : `Show all ${revision.change_summary.length} changes`}
          </Button>
        </li>
      ) : null}
    </Stack>
  );
}
