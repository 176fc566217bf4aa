'use client';
/**
 * Last resort when the root layout itself fails: no translations, styles or providers exist here,
 * so the page carries its own minimal styles and the spec's German error texts with their English
 * counterparts from messages/*.json (error.errorTitle / error.errorText / error.backHome).
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="de">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', color: '#333', background: '#f6f7f9' }}>
        <title>Fehler – Alpen-Express Reisen</title>
        <main style={{ maxWidth: 560, margin: '15vh auto', padding: 24, textAlign: 'center' }}>
          <h1 style={{ fontSize: 28 }}>Ups, hier ist ein Fehler aufgetreten.</h1>
          <p>Es tut uns leid – hier ist etwas schiefgelaufen.</p>
          <p lang="en" style={{ color: '#5f6368' }}>
            Oops, an error occurred here. We are sorry – something went wrong here.
          </p>
          <p style={{ display: 'flex', gap: 12, justifyContent: 'center', marginTop: 28 }}>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the root layout failed: only a full page load rebuilds it */}
            <a
              href="/"
              style={{
                padding: '12px 22px',
                borderRadius: 999,
                background: '#ba2819',
                color: '#fff',
                textDecoration: 'none',
                fontWeight: 600,
              }}
            >
              Zurück zur Startseite
            </a>
            <button
              type="button"
              onClick={() => retry()}
              style={{
                padding: '12px 22px',
                borderRadius: 999,
                border: '2px solid #ba2819',
                background: 'none',
                color: '#ba2819',
                fontWeight: 600,
                cursor: 'pointer',
              }}
            >
              Erneut versuchen
            </button>
          </p>
        </main>
      </body>
    </html>
  );
}
