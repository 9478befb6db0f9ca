import { Badge, Group, SimpleGrid } from '@mantine/core';
import { LIMITS } from '@pim/core/limits';
import type { Metadata } from 'next';
import { ActionForm } from '@/components/form/action-form';
import { DangerForm } from '@/components/form/danger-form';
import { Hidden, TextAreaField, TextField } from '@/components/form/fields';
import { AnchorLink } from '@/components/links';
import { LocalDate } from '@/components/local-date';
import { LoadError, StatusBadge } from '@/components/notices';
import { Details, PageHeader, Section } from '@/components/page';
import { callApi, collectPages } from '@/lib/api/call';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { SCHEMA_MOVES, SCHEMA_STATUS_COLORS } from '@/lib/integration';
import { deleteSchema, setSchemaStatus, updateSchema } from '../../../schema-actions';
import { AttributeEditor } from './attribute-editor';
import { AttributesTable } from './attributes-table';

export const metadata: Metadata = { title: 'Connector schema' };

export default async function SchemaPage({
  params,
}: {
  params: Promise<{ id: string; schemaId: string }>;
}) {
  const [{ id: connectorId, schemaId }, me] = await Promise.all([params, loadMe()]);
  if (!me.ok) return null;
  const canWrite = can(me.me, PERMISSIONS.connectorsWrite);
  const ids = { connectorId, id: schemaId };
  const [connector, schema, attributes, sources] = await Promise.all([
    callApi((api) => api.connectors.get.query({ id: connectorId })),
    callApi((api) => api.connectorSchemas.get.query(ids)),
    callApi((api) => api.connectorSchemas.attributes.query(ids)),
    // The source picker's choices: the tenant's attributes (reading them needs their permission).
    canWrite && can(me.me, PERMISSIONS.attributesRead)
      ? callApi((api) =>
          collectPages((page) => api.attributes.list.query({ page, page_size: 100, sort: 'code' })),
        )
      : Promise.resolve(null),
  ]);
  const back = {
    href: `/connectors/${connectorId}`,
    label: connector.ok ? connector.data.name : 'Connector',
  };
  const failed = !connector.ok ? connector.failure : !schema.ok ? schema.failure : null;
  if (failed || !connector.ok || !schema.ok) {
    return (
      <>
        <PageHeader title="Connector schema" back={back} />
        {failed ? <LoadError failure={failed} /> : null}
      </>
    );
  }
  const s = schema.data;
  const isDefault = connector.data.default_schema_id === s.id;
  const moves = SCHEMA_MOVES[s.status] ?? [];
  return (
    <>
      <PageHeader
        title={
          <>
            <bdi>{s.name}</bdi> · v{s.version}
          </>
        }
        titleTestId="schema-title"
        back={back}
        badge={
          <>
            <StatusBadge
              status={s.status}
              color={SCHEMA_STATUS_COLORS[s.status]}
              testId="schema-status"
            />
            {isDefault ? (
              <Badge variant="outline" tt="none" data-testid="schema-is-default">
                default
              </Badge>
            ) : null}
          </>
        }
      />
      <Section>
        <Details
          items={[
            {
              label: 'Connector',
              value: (
                <AnchorLink href={`/connectors/${connectorId}`}>
                  <bdi>{connector.data.name}</bdi>
                </AnchorLink>
              ),
            },
            { label: 'Version', value: String(s.version), testId: 'schema-version' },
            {
              label: 'Attributes',
              value: String(s.attribute_count),
              testId: 'schema-attribute-count',
            },
            { label: 'Modified', value: <LocalDate value={s.updated_at} /> },
            {
              label: 'Description',
              value: s.description === null ? '—' : <bdi>{s.description}</bdi>,
            },
          ]}
        />
      </Section>

      {canWrite ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Section title="Name and description">
            <ActionForm action={updateSchema} testId="schema-edit" submitLabel="Save">
              <Hidden name="connectorId" value={connectorId} />
              <Hidden name="id" value={s.id} />
              <TextField
                name="name"
                label="Name"
                testId="schema-edit-name"
                defaultValue={s.name}
                required
                maxLength={LIMITS.name}
              />
              <TextAreaField
                name="description"
                label="Description"
                testId="schema-edit-description"
                defaultValue={s.description ?? ''}
                maxLength={LIMITS.catalogDescription}
              />
            </ActionForm>
          </Section>
          <Section
            title="Status"
            description="A draft becomes active once; an active schema can be deprecated and activated again. The active schema with the highest version is the connector's default."
          >
            <Group gap="sm">
              {moves.map((move) => (
                <ActionForm
                  key={move.to}
                  action={setSchemaStatus}
                  testId={`schema-status-${move.to}`}
                  submitLabel={move.label}
                  submitVariant="default"
                  confirm={
                    move.to === 'deprecated'
                      ? {
                          title: 'Deprecate this schema?',
                          body: isDefault
                            ? 'It stops being the default: exports use the highest active version left, or none.'
                            : 'It is kept, but no longer offered as the default.',
                          confirmLabel: 'Deprecate',
                        }
                      : undefined
                  }
                >
                  <Hidden name="connectorId" value={connectorId} />
                  <Hidden name="id" value={s.id} />
                  <Hidden name="status" value={move.to} />
                </ActionForm>
              ))}
            </Group>
            <DangerForm
              action={deleteSchema}
              id={s.id}
              hidden={{ connectorId }}
              label="Delete schema"
              testId="schema-delete"
              confirm={{
                title: 'Delete this schema?',
                body: isDefault
                  ? 'It is the default schema: exports of this connector use the highest active version left, or none.'
                  : 'The schema and its attributes are gone from every list.',
              }}
            />
          </Section>
        </SimpleGrid>
      ) : null}

      <Section
        title="Attributes"
        description="The fields of the record this schema describes, in order. Saving replaces the whole set."
        testId="schema-attributes-section"
      >
        {!attributes.ok ? (
          <LoadError failure={attributes.failure} />
        ) : canWrite ? (
          <AttributeEditor
            connectorId={connectorId}
            schemaId={s.id}
            saved={attributes.data.items}
            sources={sources?.ok ? sources.data.map((a) => ({ code: a.code, name: a.name })) : []}
          />
        ) : (
          <AttributesTable attributes={attributes.data.items} />
        )}
      </Section>
    </>
  );
}
