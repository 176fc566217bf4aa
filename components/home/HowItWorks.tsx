/** The four steps (spec §1): choose trip, buy ticket, go to the departure point, enjoy the ski holiday. */
import { Img } from '@/components/ui/Img';
import { getTranslations } from 'next-intl/server';
import { SectionHead } from './SectionHead';
import styles from './Home.module.css';

const STEPS = [
  { key: 'step1', icon: '/images/icons/step-choose.svg' },
  { key: 'step2', icon: '/images/icons/step-ticket.svg' },
  { key: 'step3', icon: '/images/icons/step-departure.svg' },
  { key: 'step4', icon: '/images/icons/step-enjoy.svg' },
] as const;

export async function HowItWorks() {
  const t = await getTranslations('home');
  return (
    <section className={styles.section} aria-labelledby="how-title" data-testid="how-it-works">
      <SectionHead id="how-title" eyebrow={t('howEyebrow')} title={t('howTitle')} align="center" />
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.key} className={styles.step}>
            <Img src={step.icon} alt="" width={88} height={88} />
            <span className={styles.stepNumber}>{t('stepLabel', { number: index + 1 })}</span>
            <h3 className={styles.stepTitle}>{t(`${step.key}Title`)}</h3>
            <p>{t(`${step.key}Text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
