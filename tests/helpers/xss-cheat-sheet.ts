/**
 * The cases of the OWASP XSS Filter Evasion Cheat Sheet, written out as markup a booking system could
 * send in a trip description or an article. Each one that ran would set `window.__xss` (the canary an
 * e2e test reads), so a browser that shows them all and still has no `__xss` ran none of them.
 * Shared by the sanitizer's unit test and the fake operator system of the e2e suite.
 */
const RUN = '__xss=1';

/** `javascript:__xss=1` as decimal, zero-padded decimal (no semicolons) and hex character references. */
const decimal = (text: string) => [...text].map((c) => `&#${c.charCodeAt(0)};`).join('');
const paddedDecimal = (text: string) => [...text].map((c) => `&#${String(c.charCodeAt(0)).padStart(7, '0')}`).join('');
const hex = (text: string) => [...text].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('');
const JS_URL = `javascript:${RUN}`;
const JS_DATA_HTML = Buffer.from(`<script>${RUN}</script>`).toString('base64');
const SVG_DATA = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="${RUN}"/>`).toString('base64');

export const XSS_CHEAT_SHEET: readonly { name: string; html: string }[] = [
  { name: 'basic script', html: `<SCRIPT SRC=https://xss.example/xss.js></SCRIPT><script>${RUN}</script>` },
  {
    name: 'polyglot',
    html: `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+${RUN}//'>`,
  },
  { name: 'img javascript: src', html: `<IMG SRC="javascript:${RUN};">` },
  { name: 'img no quotes, no semicolon', html: `<IMG SRC=javascript:${RUN}>` },
  { name: 'case insensitive scheme', html: `<IMG SRC=JaVaScRiPt:${RUN}>` },
  { name: 'html entities in attribute', html: `<IMG SRC=javascript:${RUN}&quot;&quot;>` },
  { name: 'grave accent obfuscation', html: `<IMG SRC=\`javascript:${RUN}\`>` },
  { name: 'malformed a tag', html: `<a onmouseover="${RUN}">xxs link</a>` },
  { name: 'malformed a tag, no quotes', html: `<a onmouseover=${RUN}>xxs link</a>` },
  { name: 'malformed img tag', html: `<IMG """><SCRIPT>${RUN}</SCRIPT>">` },
  { name: 'fromCharCode', html: `<IMG SRC=javascript:eval(String.fromCharCode(95,95,120,115,115,61,49))>` },
  { name: 'default src with onerror', html: `<IMG SRC=# onmouseover="${RUN}">` },
  { name: 'empty src', html: `<IMG SRC= onmouseover="${RUN}">` },
  { name: 'no src', html: `<IMG onmouseover="${RUN}">` },
  { name: 'on error alert', html: `<IMG SRC=/ onerror="${RUN}"></img>` },
  {
    name: 'img onerror encoded',
    html: `<img src=x onerror="&#0000095&#0000095&#0000120&#0000115&#0000115&#0000061&#0000049">`,
  },
  { name: 'img slash onerror', html: `<img/onerror=${RUN} src=x>` },
  { name: 'decimal character references', html: `<IMG SRC=${decimal(JS_URL)}>` },
  { name: 'decimal references without semicolons', html: `<IMG SRC=${paddedDecimal(JS_URL)}>` },
  { name: 'hex references without semicolons', html: `<IMG SRC=${hex(JS_URL).replace(/;/g, '')}>` },
  { name: 'link with a decimal j', html: `<a href="&#106;avascript:${RUN}">trip</a>` },
  { name: 'link with hex references', html: `<a href="${hex(JS_URL)}">trip</a>` },
  { name: 'embedded tab', html: `<IMG SRC="jav\tascript:${RUN};">` },
  { name: 'embedded encoded tab', html: `<IMG SRC="jav&#x09;ascript:${RUN};">` },
  { name: 'embedded newline', html: `<IMG SRC="jav&#x0A;ascript:${RUN};">` },
  { name: 'embedded carriage return', html: `<IMG SRC="jav&#x0D;ascript:${RUN};">` },
  { name: 'null breaks up javascript', html: `<IMG SRC=java\0script:${RUN}>` },
  { name: 'spaces and meta chars before javascript', html: `<IMG SRC=" &#14;  javascript:${RUN};">` },
  {
    name: 'non-alpha-non-digit',
    html: `<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT><BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=${RUN}>`,
  },
  { name: 'non-alpha-non-digit script', html: `<SCRIPT/SRC="https://xss.example/xss.js"></SCRIPT>` },
  { name: 'extraneous open brackets', html: `<<SCRIPT>${RUN};//\\<</SCRIPT>` },
  { name: 'no closing script tag', html: `<SCRIPT SRC=https://xss.example/xss.js?< B >` },
  { name: 'protocol resolution in script tags', html: `<SCRIPT SRC=//xss.example/.j>` },
  { name: 'half open html/javascript', html: `<IMG SRC="\`javascript:${RUN}"` },
  { name: 'double open angle brackets', html: `<iframe src=https://xss.example/scriptlet.html <` },
  { name: 'escaping javascript escapes', html: `<script>var a="\\\\";${RUN}//";</script>` },
  { name: 'end title tag', html: `</TITLE><SCRIPT>${RUN}</SCRIPT>` },
  { name: 'input image', html: `<INPUT TYPE="IMAGE" SRC="javascript:${RUN};">` },
  { name: 'body image', html: `<BODY BACKGROUND="javascript:${RUN}">` },
  { name: 'img dynsrc', html: `<IMG DYNSRC="javascript:${RUN};">` },
  { name: 'img lowsrc', html: `<IMG LOWSRC="javascript:${RUN};">` },
  { name: 'list-style-image', html: `<STYLE>li {list-style-image: url("javascript:${RUN}");}</STYLE><UL><LI>XSS</br>` },
  { name: 'vbscript in an image', html: `<IMG SRC='vbscript:msgbox("XSS")'>` },
  { name: 'svg object tag', html: `<svg/onload=${RUN}>` },
  { name: 'svg with script', html: `<svg><script>${RUN}</script></svg>` },
  {
    name: 'svg animate href',
    html: `<svg><a><animate attributeName=href values=javascript:${RUN} /><text x=20 y=20>Click</text></a></svg>`,
  },
  {
    name: 'math with a link',
    html: `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}></style></mglyph></table></mtext></math>`,
  },
  { name: 'body onload', html: `<BODY ONLOAD=${RUN}>` },
  { name: 'details ontoggle', html: `<details open ontoggle=${RUN}><summary>x</summary></details>` },
  { name: 'autofocus onfocus', html: `<input autofocus onfocus=${RUN}>` },
  { name: 'video source onerror', html: `<video><source onerror="${RUN}"></video>` },
  { name: 'audio src onerror', html: `<audio src=x onerror=${RUN}>` },
  { name: 'bgsound', html: `<BGSOUND SRC="javascript:${RUN};">` },
  { name: 'ampersand javascript includes', html: `<BR SIZE="&{${RUN}}">` },
  { name: 'style sheet link', html: `<LINK REL="stylesheet" HREF="javascript:${RUN};">` },
  { name: 'remote style sheet', html: `<LINK REL="stylesheet" HREF="https://xss.example/xss.css">` },
  { name: 'style tag with import', html: `<STYLE>@import'https://xss.example/xss.css';</STYLE>` },
  { name: 'meta refresh', html: `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:${RUN};">` },
  {
    name: 'meta refresh with data',
    html: `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,${JS_DATA_HTML}">`,
  },
  { name: 'iframe javascript', html: `<IFRAME SRC="javascript:${RUN};"></IFRAME>` },
  { name: 'iframe event based', html: `<IFRAME SRC=# onmouseover="${RUN}"></IFRAME>` },
  { name: 'iframe srcdoc', html: `<iframe srcdoc="&lt;script&gt;parent.${RUN}&lt;/script&gt;"></iframe>` },
  { name: 'frameset', html: `<FRAMESET><FRAME SRC="javascript:${RUN};"></FRAMESET>` },
  { name: 'table background', html: `<TABLE BACKGROUND="javascript:${RUN}">` },
  { name: 'td background', html: `<TABLE><TD BACKGROUND="javascript:${RUN}">` },
  { name: 'div background-image', html: `<DIV STYLE="background-image: url(javascript:${RUN})">` },
  { name: 'div expression', html: `<DIV STYLE="width: expression(${RUN});">` },
  { name: 'style attribute with comment', html: `<IMG STYLE="xss:expr/*XSS*/ession(${RUN})">` },
  { name: 'base tag', html: `<BASE HREF="javascript:${RUN};//">` },
  { name: 'object tag', html: `<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>` },
  {
    name: 'embed svg',
    html: `<EMBED SRC="data:image/svg+xml;base64,${SVG_DATA}" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  },
  { name: 'data: html link', html: `<a href="data:text/html;base64,${JS_DATA_HTML}">trip</a>` },
  { name: 'form action', html: `<form action="javascript:${RUN}"><button>go</button></form>` },
  { name: 'button formaction', html: `<button formaction="javascript:${RUN}">go</button>` },
  { name: 'xml data island', html: `<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:${RUN}"></B></I></XML>` },
  {
    name: 'html+time',
    html: `<HTML><BODY><?xml:namespace prefix="t"><t:set attributeName="innerHTML" to="XSS<SCRIPT DEFER>${RUN}</SCRIPT>"></BODY></HTML>`,
  },
  { name: 'comment breaking', html: `<!--[if gte IE 4]><SCRIPT>${RUN}</SCRIPT><![endif]-->` },
  { name: 'cdata in script', html: `<![CDATA[<script>${RUN}</script>]]>` },
  { name: 'script in an attribute', html: `<a title="</a><script>${RUN}</script>">x</a>` },
  { name: 'noscript breakout', html: `<noscript><p title="</noscript><img src=x onerror=${RUN}>">` },
  { name: 'template content', html: `<template><img src=x onerror=${RUN}></template>` },
  { name: 'textarea breakout', html: `<textarea></textarea><img src=x onerror=${RUN}>` },
  { name: 'marquee onstart', html: `<marquee onstart=${RUN}>x</marquee>` },
  { name: 'link target without rel', html: `<a href="https://xss.example" target="_blank">x</a>` },
];
