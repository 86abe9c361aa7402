import { describe, expect, it } from "vitest";
import { classesInMarkup, styleSheetCutter } from "./critical-css.ts";

/** A sheet shaped like the build's (Tailwind 4, minified). */
const sheet = [
  "/*! tailwindcss v4 | MIT License */",
  "@layer properties{@supports (-webkit-hyphens:none){*,:before{--tw-shadow:0 0 #0000}}}",
  "@layer theme,base,components,utilities;",
  "@layer theme{:root,:host{--color-brand-600:var(--agency-colour)}}",
  "@layer base{*,:after{box-sizing:border-box}html{line-height:1.5}}",
  "@layer components;",
  "@layer utilities{.flex{display:flex}.hidden{display:none}.sm\\:px-4{padding:1rem}",
  ".\\32 xl\\:grid{display:grid}.w-1\\/2{width:50%}.hover\\:bg-brand-600:hover{background:red}",
  ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}.group:hover .group-hover\\:flex{display:flex}",
  "@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}.hover\\:italic:hover{font-style:italic}}",
  "@media (min-width:40rem){.sm\\:px-4{padding:1rem}.md\\:block{display:block}}",
  '.a,.b{color:red}[data-x="a.b"]{color:blue}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  "@keyframes spin{to{transform:rotate(360deg)}}",
].join("");

describe("the style rules a page's markup uses", () => {
  const cut = styleSheetCutter(sheet);

  it("keeps rules of the classes in the markup, rules naming no class, at-rules and the layers' order", () => {
    const css = cut('<div class="flex sm:px-4 w-1/2 hover:underline [&amp;_svg]:size-4 b"><svg></svg></div>');
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain(".sm\\:px-4{padding:1rem}");
    expect(css).toContain(".w-1\\/2{width:50%}");
    expect(css).toContain("@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}}");
    expect(css).toContain("@media (min-width:40rem){.sm\\:px-4{padding:1rem}}");
    expect(css).toContain(".\\[\\&_svg\\]\\:size-4 svg{width:1rem}");
    expect(css).toContain(".b{color:red}");
    expect(css).toContain('[data-x="a.b"]{color:blue}');
    expect(css).toContain("@layer theme,base,components,utilities;");
    expect(css).toContain("@layer theme{:root,:host{--color-brand-600:var(--agency-colour)}}");
    expect(css).toContain("@layer base{*,:after{box-sizing:border-box}html{line-height:1.5}}");
    expect(css).toContain("@property --tw-shadow{");
    expect(css).toContain("@keyframes spin{to{transform:rotate(360deg)}}");
    expect(css).toContain("@layer properties{@supports (-webkit-hyphens:none){*,:before{--tw-shadow:0 0 #0000}}}");
    for (const unused of [".hidden", "2xl", "hover\\:bg-brand", "hover\\:italic", "md\\:block", ".a,", "group-hover", "MIT"]) {
      expect(css).not.toContain(unused);
    }
  });

  it("keeps a rule whose selector names several classes only when the markup has them all", () => {
    expect(cut('<div class="group-hover:flex"></div>')).not.toContain("group-hover");
    expect(cut('<div class="group"><p class="group-hover:flex"></p></div>')).toContain(".group:hover .group-hover\\:flex");
  });

  it("gives back the whole sheet, but its comment, when the markup uses every class", () => {
    const every =
      "flex hidden sm:px-4 2xl:grid w-1/2 hover:bg-brand-600 [&_svg]:size-4 group group-hover:flex hover:underline hover:italic md:block a b";
    expect(cut(`<p class="${every}"></p>`)).toBe(sheet.replace("/*! tailwindcss v4 | MIT License */", ""));
  });

  it("reads class names from the markup's attributes, entities decoded", () => {
    expect([...classesInMarkup('<a class="x [&amp;&gt;svg]:y" href="/"><b class=" z  x"></b></a>')]).toEqual([
      "x",
      "[&>svg]:y",
      "z",
    ]);
  });
});
