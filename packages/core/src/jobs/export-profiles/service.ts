// Export profiles: an export's choices saved under a name (unique in the tenant), checked as a
// start would check them (the channel, locales, attributes and the ids of the filters must be
// the tenant's), and run again as a new export job that names its profile.
import { actorOf, type TenantScope } from '../../platform/access/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { pageOf, type Page } from '../../platform/shared/index.ts';
import { checkExport } from '../checks.ts';
import type { JobDto, StartExportInput } from '../schemas.ts';
import { startExport, type JobScope } from '../service.ts';
import { toExportProfileDto, type ExportProfileRow } from './mappers.ts';
import * as repo from './repository.ts';
import type {
  CreateExportProfileInput,
  ExportProfileDto,
  ExportProfileIdInput,
  ListExportProfilesInput,
  UpdateExportProfileInput,
} from './schemas.ts';

const WHAT = 'Export profile';

async function loadProfile(scope: TenantScope, id: string): Promise<ExportProfileRow> {
  const row = await repo.findExportProfile(scope.db.prisma, scope.tenantId, id);
  if (!row) throw notFound(WHAT);
  return row;
}

type Choices = Pick<
  ExportProfileDto,
  'entity' | 'format' | 'filters' | 'channel_code' | 'locales' | 'attributes'
>;

/** What a profile starts: the export input its stored choices make. */
function exportInputOf(profile: Choices): StartExportInput {
  return {
    entity: profile.entity,
    format: profile.format,
    ...(Object.keys(profile.filters).length ? { filters: profile.filters } : {}),
    ...(profile.channel_code ? { channel_code: profile.channel_code } : {}),
    ...(profile.locales ? { locales: profile.locales } : {}),
    ...(profile.attributes ? { attributes: profile.attributes } : {}),
  } as StartExportInput;
}

/** A name taken by another profile of the tenant is 409, said before the insert refuses it. */
async function refuseTakenName(scope: TenantScope, name: string, id?: string): Promise<void> {
  const { rows } = await repo.listExportProfiles(scope.db.prisma, scope.tenantId, {
    page: 1,
    page_size: 100,
    search: name,
  });
  if (rows.some((row) => row.name.toLowerCase() === name.toLowerCase() && row.id !== id)) {
    throw new AppError('already_exists', `An export profile is already named ${name}`, {
      field: 'name',
    });
  }
}

export async function listExportProfiles(
  scope: TenantScope,
  input: ListExportProfilesInput,
): Promise<Page<ExportProfileDto>> {
  const { rows, total } = await repo.listExportProfiles(scope.db.prisma, scope.tenantId, input);
  return pageOf(rows.map(toExportProfileDto), input.page, input.page_size, total);
}

export async function getExportProfile(
  scope: TenantScope,
  input: ExportProfileIdInput,
): Promise<ExportProfileDto> {
  return toExportProfileDto(await loadProfile(scope, input.id));
}

export async function createExportProfile(
  scope: TenantScope,
  input: CreateExportProfileInput,
): Promise<ExportProfileDto> {
  const data = {
    entity: input.entity,
    format: input.format,
    filters: input.filters,
    channelCode: input.channel_code ?? null,
    locales: input.locales ?? null,
    attributes: input.attributes ?? null,
  };
  await checkExport(scope, exportInputOf(choicesOf(data)));
  await refuseTakenName(scope, input.name);
  const row = await repo.createExportProfile(
    scope.db.prisma,
    scope.tenantId,
    { ...data, name: input.name },
    actorOf(scope.principal),
  );
  return toExportProfileDto(row);
}

export async function updateExportProfile(
  scope: TenantScope,
  input: UpdateExportProfileInput,
): Promise<ExportProfileDto> {
  const current = toExportProfileDto(await loadProfile(scope, input.id));
  const next = {
    entity: input.entity ?? current.entity,
    format: input.format ?? current.format,
    filters: input.filters ?? current.filters,
    channelCode: input.channel_code === undefined ? current.channel_code : input.channel_code,
    locales: input.locales === undefined ? current.locales : input.locales,
    attributes: input.attributes === undefined ? current.attributes : input.attributes,
  };
  // The profile as it will be must still start an export.
  await checkExport(scope, exportInputOf(choicesOf(next)));
  if (input.name !== undefined) await refuseTakenName(scope, input.name, input.id);
  const row = await repo.updateExportProfile(
    scope.db.prisma,
    scope.tenantId,
    input.id,
    { ...next, ...(input.name !== undefined ? { name: input.name } : {}) },
    actorOf(scope.principal),
  );
  return toExportProfileDto(row);
}

export async function deleteExportProfile(
  scope: TenantScope,
  input: ExportProfileIdInput,
): Promise<void> {
  const { count } = await repo.deleteExportProfile(scope.db.prisma, scope.tenantId, input.id);
  if (count === 0) throw notFound(WHAT);
}

/** Starts an export with the profile's choices; the job's options name the profile. */
export async function runExportProfile(
  scope: JobScope,
  input: ExportProfileIdInput,
): Promise<JobDto> {
  const profile = toExportProfileDto(await loadProfile(scope, input.id));
  return startExport(scope, exportInputOf(profile), {
    export_profile: { id: profile.id, name: profile.name },
  });
}

/** Stored fields in the answer's names, for exportInputOf. */
function choicesOf(data: repo.ExportProfileData): Choices {
  return {
    entity: data.entity,
    format: data.format,
    filters: data.filters,
    channel_code: data.channelCode,
    locales: data.locales,
    attributes: data.attributes,
  } as Choices;
}
