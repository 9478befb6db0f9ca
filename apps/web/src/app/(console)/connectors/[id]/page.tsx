import { Badge, SimpleGrid } from '@mantine/core';
import type { Metadata } from 'next';
import { RecordTextFields } from '@/components/catalog/record-fields';
import { ActionForm } from '@/components/form/action-form';
import { DetailForm } from '@/components/form/detail-form';
import { versionOf } from '@/components/form/detail-version';
import { Hidden, NumberField, TextAreaField, TextField } from '@/components/form/fields';
import { AnchorLink, ButtonLink } from '@/components/links';
import { LocalDate } from '@/components/local-date';
import { LoadError, StatusBadge } from '@/components/notices';
import { Details, PageHeader, Section } from '@/components/page';
import { StatusField } from '@/components/form/status-form';
import { CATALOG_STATUSES, LIMITS } from '@pim/core/limits';
import { callApi } from '@/lib/api/call';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { connectorTypeLabel } from '@/lib/integration';
import { listInputOf, type SearchParams } from '@/lib/list-params';
import { CONNECTOR_SCHEMAS_LIST } from '@/lib/lists';
import { saveConnector } from '../actions';
import { createSchema } from '../schema-actions';
import { SchemasList, schemaListInput } from './schemas-list';

export const metadata: Metadata = { title: 'Connector' };

const BACK = { href: '/connectors', label: 'Connectors' };

export default async function ConnectorPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ id }, query, me] = await Promise.all([params, searchParams, loadMe()]);
  if (!me.ok) return null;
  const canWrite = can(me.me, PERMISSIONS.connectorsWrite);
  const input = listInputOf(query, CONNECTOR_SCHEMAS_LIST);
  const [connector, schemas] = await Promise.all([
    callApi((api) => api.connectors.get.query({ id })),
    callApi((api) => api.connectorSchemas.list.query(schemaListInput(id, input))),
  ]);
  if (!connector.ok) {
    return (
      <>
        <PageHeader title="Connector" back={BACK} />
        <LoadError failure={connector.failure} />
      </>
    );
  }
  const c = connector.data;
  return (
    <>
      <PageHeader
        title={<bdi>{c.name}</bdi>}
        titleTestId="connector-title"
        back={BACK}
        actions={
          can(me.me, PERMISSIONS.connectionsWrite) && c.is_active ? (
            <ButtonLink
              href={`/connections/new?connector_id=${c.id}`}
              variant="default"
              data-testid="connector-new-connection"
            >
              New connection
            </ButtonLink>
          ) : null
        }
        badge={
          <>
            <StatusBadge status={c.status} testId="connector-status-badge" />
            {c.is_builtin ? (
              <Badge variant="outline" tt="none" data-testid="connector-builtin">
                built-in
              </Badge>
            ) : null}
          </>
        }
      />
      <Section>
        <Details
          items={[
            { label: 'Code', value: <code data-testid="connector-code">{c.code}</code> },
            {
              label: 'Type',
              value: connectorTypeLabel(c.connector_type),
              testId: 'connector-type',
            },
            {
              label: 'Default schema',
              value: c.default_schema_id ? (
                <AnchorLink
                  href={`/connectors/${c.id}/schemas/${c.default_schema_id}`}
                  data-testid="connector-default-schema"
                >
                  Open the default schema
                </AnchorLink>
              ) : (
                'None: no schema is active'
              ),
            },
            { label: 'Modified', value: <LocalDate value={c.updated_at} /> },
            {
              label: 'Description',
              value: c.description === null ? '—' : <bdi>{c.description}</bdi>,
            },
          ]}
        />
      </Section>

      <DetailForm
        action={saveConnector}
        testId="connector"
        hidden={{ id: c.id }}
        canWrite={canWrite}
        version={versionOf({ modified_at: c.updated_at, status: c.status })}
        tabs={[
          {
            value: 'schemas',
            label: 'Schemas',
            kind: 'content',
            children: (
              <>
                <Section
                  title="Schemas"
                  description="The records this connector expects, by version. The default schema is the active one with the highest version."
                  testId="connector-schemas"
                >
                  <SchemasList
                    connectorId={c.id}
                    defaultSchemaId={c.default_schema_id}
                    firstPage={schemas.ok ? { input, data: schemas.data } : undefined}
                  />
                </Section>
                {canWrite ? <NewSchemaSection connectorId={c.id} /> : null}
              </>
            ),
          },
          ...(canWrite
            ? [
                {
                  value: 'general',
                  label: 'General',
                  children: (
                    <Section
                      title="Name, description and status"
                      description={
                        c.is_builtin
                          ? 'A built-in connector is never deleted; deactivate it instead.'
                          : 'Connectors are never deleted; deactivate one instead.'
                      }
                    >
                      <RecordTextFields
                        testId="connector-edit"
                        name={c.name}
                        description={c.description}
                      />
                      <StatusField
                        current={c.status}
                        statuses={CATALOG_STATUSES}
                        hint="Connections of an inactive connector stop exporting and importing."
                        testId="connector-status-select"
                      />
                    </Section>
                  ),
                },
              ]
            : []),
        ]}
        confirms={[
          {
            title: 'Deactivate the connector?',
            body: 'Connections of an inactive connector stop exporting and importing.',
            confirmLabel: 'Save and deactivate',
            when: { field: 'status', values: ['inactive'] },
          },
        ]}
      />
    </>
  );
}

/** A new schema starts as a draft, created from the Schemas tab. */
function NewSchemaSection({ connectorId }: { connectorId: string }) {
  return (
    <Section
      title="New schema"
      description="A new schema starts as a draft; activate it once its attributes are set."
    >
      <ActionForm action={createSchema} testId="schema-create" submitLabel="Create schema">
        <Hidden name="connectorId" value={connectorId} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            name="name"
            label="Name"
            testId="schema-name"
            required
            maxLength={LIMITS.name}
          />
          <NumberField
            name="version"
            label="Version"
            testId="schema-version"
            hint="Leave empty for the next version."
          />
        </SimpleGrid>
        <TextAreaField
          name="description"
          label="Description"
          testId="schema-description"
          maxLength={LIMITS.catalogDescription}
        />
      </ActionForm>
    </Section>
  );
}
