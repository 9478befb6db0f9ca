// A connection's schedule (a five-field cron expression, in UTC) in words, for the hint under
// the field: the common shapes are said ("every day at 02:00 UTC"); anything else is named as
// a cron expression, never guessed at.

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const NUMBER = /^\d{1,2}$/;

function time(hour: string, minute: string): string {
  return `${hour.padStart(2, '0')}:${minute.padStart(2, '0')} UTC`;
}

function dayNames(field: string): string | undefined {
  if (field === '1-5') return 'weekday';
  const days = field.split(',');
  if (!days.every((day) => NUMBER.test(day) && Number(day) <= 7)) return undefined;
  return days.map((day) => DAYS[Number(day) % 7]).join(' and ');
}

/** The expression in words, or undefined when it is not five fields. */
export function describeCron(expression: string): string | undefined {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return undefined;
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields as [
    string,
    string,
    string,
    string,
    string,
  ];
  const everyMinutes = /^\*\/(\d{1,2})$/.exec(minute);
  if (hour === '*' && dayOfMonth === '*' && month === '*' && dayOfWeek === '*') {
    if (minute === '*') return 'every minute';
    if (everyMinutes) return `every ${everyMinutes[1]} minutes`;
    if (NUMBER.test(minute)) return `every hour at minute ${Number(minute)}`;
  }
  const everyHours = /^\*\/(\d{1,2})$/.exec(hour);
  if (
    NUMBER.test(minute) &&
    everyHours &&
    dayOfMonth === '*' &&
    month === '*' &&
    dayOfWeek === '*'
  ) {
    return `every ${everyHours[1]} hours at minute ${Number(minute)}`;
  }
  if (!NUMBER.test(minute) || !NUMBER.test(hour) || month !== '*') {
    return `the cron expression “${expression.trim()}” (UTC)`;
  }
  const at = time(hour, minute);
  if (dayOfMonth === '*' && dayOfWeek === '*') return `every day at ${at}`;
  if (dayOfMonth === '*') {
    const days = dayNames(dayOfWeek);
    if (days) return `every ${days} at ${at}`;
  }
  if (dayOfWeek === '*' && NUMBER.test(dayOfMonth)) {
    return `on day ${Number(dayOfMonth)} of every month at ${at}`;
  }
  return `the cron expression “${expression.trim()}” (UTC)`;
}
