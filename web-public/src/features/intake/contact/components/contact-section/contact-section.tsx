import { Anchor, Text, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Reveal } from '@/components/ui/reveal/reveal';
import { HeadedSection } from '@/components/ui/section/headed-section';
import { Split } from '@/components/ui/section/split';
import { headquarters } from '../../data/headquarters';
import { ContactForm } from '../contact-form/contact-form';
import classes from './contact-section.module.css';

/** The home page's #contact section: where to find us, and the contact form. */
export function ContactSection() {
  return (
    <HeadedSection
      id="contact"
      tone="muted"
      eyebrow="Contact us"
      title="Let’s build your program"
      description="Tell us about your athletes, facilities and goals. A member of our partnerships team will get back to you within 24 hours."
    >
      <Split columns="4fr 7fr" gap={24} gapWide={32} align="stretch">
        <Reveal>
          <aside className={classes.info} aria-labelledby="headquarters-title">
            <Title order={3} id="headquarters-title" className={classes.infoTitle}>
              Headquarters
            </Title>
            <ul className={classes.details}>
              <li className={classes.detail}>
                <IconMapPin size={22} aria-hidden="true" className={classes.detailIcon} />
                <address className={classes.address}>
                  {headquarters.addressLines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              </li>
              <li className={classes.detail}>
                <IconPhone size={22} aria-hidden="true" className={classes.detailIcon} />
                <Anchor href={headquarters.phoneHref} className={classes.link}>
                  {headquarters.phone}
                </Anchor>
              </li>
              <li className={classes.detail}>
                <IconMail size={22} aria-hidden="true" className={classes.detailIcon} />
                <Anchor href={`mailto:${headquarters.email}`} className={classes.link}>
                  {headquarters.email}
                </Anchor>
              </li>
              <li className={classes.detail}>
                <IconClock size={22} aria-hidden="true" className={classes.detailIcon} />
                <span>{headquarters.hours}</span>
              </li>
            </ul>
            <Text className={classes.promise}>{headquarters.promise}</Text>
          </aside>
        </Reveal>
        <Reveal delay={200}>
          <div className={classes.formCard}>
            <Title order={3} className={classes.formTitle}>
              Send us a message
            </Title>
            <ContactForm />
          </div>
        </Reveal>
      </Split>
    </HeadedSection>
  );
}
