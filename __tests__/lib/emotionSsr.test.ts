import { hoistEmotionStyles } from "../../src/lib/emotionSsr";

describe("hoistEmotionStyles", () => {
  test("removes Emotion's style elements from the body HTML and returns them in order", () => {
    const html =
      '<style data-emotion="css-global a1">body{margin:0;}</style><div class="css-b2">' +
      '<style data-emotion="css c3">.css-c3{color:red;}</style><span class="css-c3">x</span>' +
      '<style data-emotion="css d4 e5">.css-d4{}.css-e5{}</style></div>';
    const { html: body, styles } = hoistEmotionStyles(html);
    expect(body).toBe('<div class="css-b2"><span class="css-c3">x</span></div>');
    expect(styles).toEqual([
      { key: "css-global a1", css: "body{margin:0;}" },
      { key: "css c3", css: ".css-c3{color:red;}" },
      { key: "css d4 e5", css: ".css-d4{}.css-e5{}" },
    ]);
  });

  test("keeps one copy of a rule set Emotion wrote twice", () => {
    const tag = '<style data-emotion="css c3">.css-c3{color:red;}</style>';
    const { html, styles } = hoistEmotionStyles(`${tag}<p>a</p>${tag}<p>b</p>`);
    expect(html).toBe("<p>a</p><p>b</p>");
    expect(styles).toHaveLength(1);
  });

  test("leaves other style elements and HTML without Emotion styles alone", () => {
    const html = '<style data-href="/x.css">a{}</style><p>text</p>';
    expect(hoistEmotionStyles(html)).toEqual({ html, styles: [] });
  });
});
