import { hoistEmotionStyles } from "../../src/lib/emotionSsr";

describe("hoistEmotionStyles", () => {
  test("removes Emotion's style elements from the body HTML and returns them in order, neighbouring class rules merged", () => {
    const html =
      '<style data-emotion="css-global a1">body{margin:0;}</style><div class="css-b2">' +
      '<style data-emotion="css c3">.css-c3{color:red;}</style><span class="css-c3">x</span>' +
      '<style data-emotion="css d4 e5">.css-d4{}.css-e5{}</style></div>' +
      '<style data-emotion="css-global f6">html{color:#000;}</style><style data-emotion="css g7">.css-g7{}</style>';
    const { html: body, styles } = hoistEmotionStyles(html);
    expect(body).toBe('<div class="css-b2"><span class="css-c3">x</span></div>');
    expect(styles).toEqual([
      { key: "css-global a1", css: "body{margin:0;}" },
      { key: "css c3 d4 e5", css: ".css-c3{color:red;}.css-d4{}.css-e5{}" },
      { key: "css-global f6", css: "html{color:#000;}" },
      { key: "css g7", css: ".css-g7{}" },
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
