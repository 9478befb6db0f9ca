import { Divider } from '@mantine/core';
import type { LocaleOption } from '@/components/catalog/translations-section';
import { Section } from '@/components/page';
import type { RouterOutputs } from '@/lib/api/router';
import type { FirstPage } from '@/lib/list-params';
import { CreateOptionForm } from '../options/create-option-form';
import { OptionsManager } from '../options/options-manager';

/** The options of a select or multiselect attribute: the list, then a form to add one. */
export function OptionsSection({
  attribute,
  canWrite,
  locales,
  firstPage,
}: {
  attribute: RouterOutputs['attributes']['get'];
  canWrite: boolean;
  locales: readonly LocaleOption[];
  firstPage?: FirstPage<RouterOutputs['attributes']['listOptions']>;
}) {
  return (
    <Section
      title="Options"
      description="The values to choose from, in this order. Labels name an option in a locale."
      testId="attribute-options"
    >
      <OptionsManager
        attributeId={attribute.id}
        attributeName={attribute.name}
        locales={locales}
        canWrite={canWrite}
        firstPage={firstPage}
      />
      {canWrite ? (
        <>
          <Divider label="Add an option" labelPosition="left" />
          <CreateOptionForm attributeId={attribute.id} locales={locales} />
        </>
      ) : null}
    </Section>
  );
}
