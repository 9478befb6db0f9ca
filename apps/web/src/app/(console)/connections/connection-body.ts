import type { ConnectorType } from '@/lib/integration';
import { formFlag, formList, formNumber, formSecret, formText } from '@/lib/forms/actions';

// A connection form's fields (`config.*`, `credentials.*`) as the API's `config` and
// `credentials` objects for the connector's type: only what the type takes, empty fields
// left out (the API fills its defaults), numbers and flags read as such.

const FILE_TYPES: readonly ConnectorType[] = ['sftp', 'ftp'];

/** What every type may add: the channel and locales delivered, the file format, ... */
function deliveryOf(formData: FormData) {
  const locales = formList(formData, 'config.locales');
  return {
    channel_code: formText(formData, 'config.channel_code'),
    locales: locales.length ? locales : undefined,
    format: formText(formData, 'config.format'),
    file_pattern: formText(formData, 'config.file_pattern'),
    schedule: formText(formData, 'config.schedule'),
  };
}

function withoutEmpty(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

export function configOf(type: ConnectorType, formData: FormData): Record<string, unknown> {
  const delivery = deliveryOf(formData);
  if (FILE_TYPES.includes(type)) {
    return withoutEmpty({
      host: formText(formData, 'config.host') ?? '',
      port: formNumber(formData, 'config.port'),
      path: formText(formData, 'config.path'),
      ...(type === 'ftp' ? { secure: formFlag(formData, 'config.secure') } : {}),
      ...delivery,
    });
  }
  if (type === 'storage') {
    const driver = formText(formData, 'config.driver') ?? 'local';
    return withoutEmpty({
      driver,
      path: formText(formData, 'config.path'),
      ...(driver === 's3'
        ? {
            bucket: formText(formData, 'config.bucket'),
            region: formText(formData, 'config.region'),
            endpoint: formText(formData, 'config.endpoint'),
          }
        : {}),
      ...delivery,
    });
  }
  return withoutEmpty({
    url: formText(formData, 'config.url') ?? '',
    batch_size: formNumber(formData, 'config.batch_size'),
    ...delivery,
  });
}

/**
 * The credentials the form sets: undefined when it leaves them as they are (none typed, or
 * "keep"), null when it removes them. Secrets are taken as typed (never trimmed).
 */
export function credentialsOf(
  type: ConnectorType,
  formData: FormData,
): Record<string, string> | null | undefined {
  const action = formText(formData, 'credentials_action') ?? 'keep';
  if (action === 'remove') return null;
  if (action !== 'set') return undefined;
  const secret = (name: string) => formSecret(formData, `credentials.${name}`) || undefined;
  const method = formText(formData, 'credentials_method');
  let credentials: Record<string, string | undefined>;
  if (type === 'storage') {
    credentials = {
      access_key_id: secret('access_key_id'),
      secret_access_key: secret('secret_access_key'),
    };
  } else if ((type === 'api' || type === 'marketplace') && method !== 'basic') {
    credentials = { token: secret('token') };
  } else if (type === 'sftp' && method === 'private_key') {
    credentials = { username: secret('username'), private_key: secret('private_key') };
  } else {
    credentials = { username: secret('username'), password: secret('password') };
  }
  const given = Object.fromEntries(
    Object.entries(credentials).filter((entry): entry is [string, string] => !!entry[1]),
  );
  // Nothing typed: the form leaves the credentials as they are.
  return Object.keys(given).length ? { ...blanks(credentials), ...given } : undefined;
}

/** The fields the chosen method needs, '' where left empty (the API says which is missing). */
function blanks(credentials: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.keys(credentials).map((key) => [key, '']));
}
