import { useContext } from 'react';
import { feeds, googleCalendarSubscribeUrl, webcalUrl } from '@/config/paths.ts';
import { useBrowserValue } from '@/lib/in-browser.ts';
import { useWords } from '@/lib/site.ts';
import { SiteOriginContext } from '@/lib/site-origin.ts';
import './calendar-links.css';

/** Subscribes the visitor's calendar app to the school's events and year (/events.ics). */
export function CalendarLinks({ className }: { className?: string }) {
  const words = useWords().year.calendarLinks;
  // Needs an absolute origin: the server's public one (works without scripts), then the browser's.
  const serverOrigin = useContext(SiteOriginContext);
  const webcal = useBrowserValue(
    () => webcalUrl(feeds.eventsCalendar),
    () => webcalUrl(feeds.eventsCalendar, serverOrigin),
  );
  return (
    <ul className={`calendar-links${className ? ` ${className}` : ''}`}>
      <li>
        <a href={googleCalendarSubscribeUrl(webcal)} rel="noopener">
          {words.google}
        </a>
      </li>
      <li>
        <a href={webcal}>{words.webcal}</a>
      </li>
      <li>
        <a href={feeds.eventsCalendar} download="school-events.ics">
          {words.download}
        </a>
      </li>
    </ul>
  );
}

/** Whether the phone is Android, where a downloaded .ics opens nothing (false while rendering on the server). */
export function useAndroid(): boolean {
  return useBrowserValue(
    () => /Android/i.test(navigator.userAgent),
    () => false,
  );
}
