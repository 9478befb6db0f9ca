'use client';

import { MultiSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useFieldError } from '@/components/form/action-form';
import { Hidden, SelectField, TextField } from '@/components/form/fields';
import { isolateText } from '@/lib/bidi';
import { describeCron } from '@/lib/cron-words';
import { str, type Config } from './config';

/** A channel to deliver, with the locales it lists (the connection chooses among them). */
export interface ChannelChoice {
  code: string;
  name: string;
  locales: string[];
}

const FORMAT_OPTIONS = [
  { value: '', label: 'Default (CSV)' },
  { value: 'csv', label: 'CSV' },
  { value: 'xlsx', label: 'XLSX' },
  { value: 'json', label: 'JSON' },
];

/** The locales of the chosen channel, posted comma-joined as `config.locales`. */
function LocalesPicker({ channel, initial }: { channel?: ChannelChoice; initial: string[] }) {
  const error = useFieldError('config.locales');
  const [chosen, setChosen] = useState(initial);
  const offered = channel?.locales ?? [];
  const value = chosen.filter((code) => offered.includes(code));
  return (
    <>
      <MultiSelect
        label="Locales"
        description={
          channel ? 'None chosen: every locale of the channel.' : 'Choose a channel first.'
        }
        data={offered}
        value={value}
        onChange={setChosen}
        disabled={!channel}
        searchable
        clearable
        error={error}
        aria-invalid={error ? true : undefined}
        comboboxProps={{ withinPortal: true }}
        data-testid="connection-locales-input"
      />
      <Hidden name="config.locales" value={value.join(',')} />
    </>
  );
}

/** What is delivered and when: channel, locales, format, file pattern, schedule. */
export function DeliveryFields({
  config,
  channels,
}: {
  config?: Config;
  channels: readonly ChannelChoice[];
}) {
  const [channelCode, setChannelCode] = useState(str(config, 'channel_code') ?? '');
  const [schedule, setSchedule] = useState(str(config, 'schedule') ?? '');
  const channel = channels.find((c) => c.code === channelCode);
  const initialLocales = Array.isArray(config?.locales) ? (config.locales as string[]) : [];
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          name="config.channel_code"
          label="Channel"
          testId="connection-channel"
          options={[
            { value: '', label: 'None' },
            ...channels.map((c) => ({
              value: c.code,
              label: `${isolateText(c.name)} (${c.code})`,
            })),
          ]}
          value={channelCode}
          onChange={setChannelCode}
        />
        <LocalesPicker key={channelCode} channel={channel} initial={initialLocales} />
        <SelectField
          name="config.format"
          label="File format"
          testId="connection-format"
          options={FORMAT_OPTIONS}
          defaultValue={str(config, 'format') ?? ''}
        />
        <TextField
          name="config.file_pattern"
          label="File pattern (imports)"
          testId="connection-file-pattern"
          defaultValue={str(config, 'file_pattern')}
          placeholder="products-*.csv"
          hint="* and ? wildcards; empty: every file of the directory."
        />
      </SimpleGrid>
      <ScheduleField value={schedule} onChange={setSchedule} />
    </>
  );
}

/** The schedule, said in words under the field as it is typed. */
function ScheduleField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const error = useFieldError('config.schedule');
  const words = value.trim() ? describeCron(value) : undefined;
  return (
    <TextInput
      name="config.schedule"
      label="Schedule (delta export)"
      description={
        <span data-testid="connection-schedule-hint">
          {words
            ? `Runs ${words}.`
            : 'A cron expression in UTC (minute hour day month weekday); empty: no schedule.'}
        </span>
      }
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      aria-invalid={error ? true : undefined}
      placeholder="0 2 * * *"
      autoComplete="off"
      data-testid="connection-schedule-input"
      errorProps={{ 'data-testid': 'connection-schedule-error' }}
    />
  );
}
