/** Live webcam and weather widget (spec §1/§2): webcam from WEBCAM_URL, forecast from WEATHER_URL. */
import { getLocale, getTranslations } from 'next-intl/server';
import { env } from '@/lib/config/env';
import { InfoIcon } from '@/components/ui/icons';
import { loadForecast, type ForecastDay } from './weather';
import { Img } from '@/components/ui/Img';
import { WebcamFrame } from './WebcamFrame';
import { SectionHead } from './SectionHead';
import styles from './Home.module.css';
import webcamStyles from './Webcam.module.css';

function WeatherGlyph({ kind }: { kind: ForecastDay['kind'] }) {
  return (
    <svg viewBox="0 0 48 48" width={40} height={40} aria-hidden="true" className={styles.weatherGlyph}>
      {kind === 'sun' || kind === 'cloud' ? (
        <circle
          cx={kind === 'sun' ? 24 : 30}
          cy={kind === 'sun' ? 24 : 17}
          r={kind === 'sun' ? 10 : 8}
          fill="#f5b82e"
        />
      ) : null}
      {kind === 'sun'
        ? [0, 45, 90, 135, 180, 225, 270, 315].map((deg) => (
            <line
              key={deg}
              x1="24"
              y1="7"
              x2="24"
              y2="3"
              stroke="#f5b82e"
              strokeWidth="3"
              strokeLinecap="round"
              transform={`rotate(${deg} 24 24)`}
            />
          ))
        : null}
      {kind !== 'sun' ? (
        <path
          d="M14 34h21a8 8 0 000-16 11 11 0 00-21 2 7 7 0 000 14z"
          fill="#dfe7f0"
          stroke="#9fb0c3"
          strokeWidth="1.5"
        />
      ) : null}
      {kind === 'snow' ? (
        <g fill="#5d8fc9">
          <circle cx="17" cy="41" r="2" />
          <circle cx="25" cy="44" r="2" />
          <circle cx="33" cy="41" r="2" />
        </g>
      ) : null}
      {kind === 'rain' ? (
        <path d="M17 38l-2 6M25 38l-2 6M33 38l-2 6" stroke="#5d8fc9" strokeWidth="2.5" strokeLinecap="round" />
      ) : null}
    </svg>
  );
}

export async function WeatherWebcam() {
  const { WEATHER_URL, WEBCAM_URL } = env();
  const [t, locale, forecast] = await Promise.all([getTranslations('home'), getLocale(), loadForecast(WEATHER_URL)]);
  const weekday = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale === 'hr' ? 'hr-HR' : 'de-DE', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  });
  return (
    <section className={styles.section} aria-labelledby="weather-title" data-testid="weather-webcam">
      <SectionHead id="weather-title" eyebrow={t('weatherEyebrow')} title={t('weatherTitle')} />
      <div className={styles.weatherGrid}>
        <WebcamFrame
          url={WEBCAM_URL}
          title={t('webcamTitle')}
          laterText={t('webcamLater')}
          unavailableText={t('webcamUnavailable')}
          placeholder={<Img src="/images/webcam-placeholder.svg" alt="" fill className={webcamStyles.webcamFrame} />}
        />
        <div className={styles.weatherCard}>
          <h3 className={styles.weatherHeading}>{t('weatherForecast')}</h3>
          {forecast ? (
            <ul className={styles.forecast}>
              {forecast.map((day) => (
                <li key={day.date}>
                  <span className={styles.forecastDay}>{weekday.format(new Date(`${day.date}T00:00:00Z`))}</span>
                  <WeatherGlyph kind={day.kind} />
                  <span className={styles.forecastText}>{day.description}</span>
                  <span className={styles.forecastTemp}>
                    {t('weatherMinMax', { min: Math.round(day.min), max: Math.round(day.max) })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.unavailable} data-testid="weather-unavailable">
              <InfoIcon size={20} />
              {t('weatherUnavailable')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
