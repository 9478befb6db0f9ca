'use client';

import { Group, Radio, RadioCard, RadioIndicator, SimpleGrid, Stack, Text } from '@mantine/core';
import { ATTRIBUTE_TYPES, type AttributeType } from '@pim/core/schemas';
import { useFieldError } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';
import { ATTRIBUTE_TYPE_INFO } from '@/lib/attribute-types';

/**
 * The first step of a new attribute: one card per type with what it is for. The choice is
 * posted as `type`; the form shows that type's settings once one is chosen.
 */
export function TypePicker({
  value,
  onChange,
}: {
  value: AttributeType | null;
  onChange: (type: AttributeType) => void;
}) {
  const error = useFieldError('type');
  return (
    <>
      <Radio.Group
        label="Type"
        description="What the attribute holds. It cannot change once the attribute exists."
        withAsterisk
        value={value}
        onChange={(next) => {
          const type = ATTRIBUTE_TYPES.find((t) => t === next);
          if (type) onChange(type);
        }}
        error={error}
        errorProps={{ 'data-testid': 'attribute-type-error' }}
        data-testid="attribute-type"
      >
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} spacing="xs" mt="xs">
          {ATTRIBUTE_TYPES.map((type) => (
            <RadioCard
              key={type}
              value={type}
              radius="md"
              p="sm"
              // A button centres its content vertically: the cards of a row start at the top.
              style={{ display: 'flex', alignItems: 'flex-start' }}
              data-testid={`attribute-type-${type}`}
            >
              <Group wrap="nowrap" align="flex-start" gap="xs">
                <RadioIndicator size="sm" mt={2} />
                <Stack gap={2}>
                  <Text fw={600} size="sm">
                    {ATTRIBUTE_TYPE_INFO[type].label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {ATTRIBUTE_TYPE_INFO[type].explanation}
                  </Text>
                </Stack>
              </Group>
            </RadioCard>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Hidden name="type" value={value ?? ''} />
    </>
  );
}
