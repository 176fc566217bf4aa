/**
 * The 5-day weather forecast of the resort from WEATHER_URL (spec §7: daily, German, metric).
 * Accepts the daily-forecast layout of common weather services (`list[].dt`, `temp.min/max`,
 * `weather[0].description/icon`) or a plain `days[]` of `{ date, min, max, description, icon }`.
 * Anything else, a timeout or an error → null and the "weather currently unavailable" state.
 */
import 'server-only';
import { logError } from '@/lib/log';

export interface ForecastDay {
  date: string;
  min: number;
  max: number;
  description: string;
  kind: 'sun' | 'cloud' | 'snow' | 'rain';
}

const FORECAST_DAYS = 5;

function kindOf(icon: string, description: string): ForecastDay['kind'] {
  const code = icon.slice(0, 2);
  if (code === '13' || /schnee|snow/i.test(description)) return 'snow';
  if (code === '09' || code === '10' || code === '11' || /regen|rain|gewitter/i.test(description)) return 'rain';
  if (code === '01' || /sonn|klar|clear|sun/i.test(description)) return 'sun';
  return 'cloud';
}

export function parseForecast(body: unknown): ForecastDay[] | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const days: ForecastDay[] = [];
  if (Array.isArray(record.list)) {
    for (const entry of record.list as Record<string, unknown>[]) {
      const temp = entry.temp as { min?: unknown; max?: unknown } | undefined;
      const weather = (Array.isArray(entry.weather) ? entry.weather[0] : undefined) as
        { description?: unknown; icon?: unknown } | undefined;
      if (typeof entry.dt !== 'number' || typeof temp?.min !== 'number' || typeof temp?.max !== 'number') continue;
      const description = typeof weather?.description === 'string' ? weather.description : '';
      days.push({
        date: new Date(entry.dt * 1000).toISOString().slice(0, 10),
        min: temp.min,
        max: temp.max,
        description,
        kind: kindOf(String(weather?.icon ?? ''), description),
      });
    }
  } else if (Array.isArray(record.days)) {
    for (const entry of record.days as Record<string, unknown>[]) {
      if (typeof entry.date !== 'string' || typeof entry.min !== 'number' || typeof entry.max !== 'number') continue;
      const description = typeof entry.description === 'string' ? entry.description : '';
      days.push({
        date: entry.date.slice(0, 10),
        min: entry.min,
        max: entry.max,
        description,
        kind: kindOf(String(entry.icon ?? ''), description),
      });
    }
  }
  return days.length > 0 ? days.slice(0, FORECAST_DAYS) : null;
}

export async function loadForecast(url: string | undefined): Promise<ForecastDay[] | null> {
  if (!url) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000), next: { revalidate: 1800 } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseForecast(await response.json());
  } catch (error) {
    logError('site.weather', 'weather could not be loaded', error);
    return null;
  }
}
