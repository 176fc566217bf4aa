/**
 * The frame every content page renders in: the site's layout (components/layout/SiteFrame: sticky
 * header, footer, content width). `bare` pages – the *_app variants and the external trip frame –
 * have neither header nor footer.
 */
import { SiteFrame } from '@/components/layout/SiteFrame';

export type FrameVariant = 'default' | 'bare';

export function PageFrame({
  variant = 'default',
  wide = false,
  children,
}: {
  variant?: FrameVariant;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <SiteFrame variant={variant === 'bare' ? 'frame' : 'default'} width={wide ? 'content' : 'middle'}>
      {children}
    </SiteFrame>
  );
}
