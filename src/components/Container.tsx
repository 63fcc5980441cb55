import type { ReactNode } from "react";
import { containerWidth, mq, space } from "../styles/theme";

/** Centres content at the site's max width (1200 px) with side padding. */
export function Container({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}): JSX.Element {
  return (
    <div
      className={className}
      css={{
        maxWidth: containerWidth,
        margin: "0 auto",
        paddingLeft: space.md,
        paddingRight: space.md,
        [mq.sm]: { paddingLeft: space.lg, paddingRight: space.lg },
      }}
    >
      {children}
    </div>
  );
}
