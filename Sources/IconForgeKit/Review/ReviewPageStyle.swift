/// The review page's style sheet, inside the page (it loads nothing). Pictures are shown with
/// their pixels square (`image-rendering: pixelated`) on a backdrop the reviewer picks: tab
/// icons are white with alpha, so the default backdrop is dark. Cards far off screen are not
/// laid out (`content-visibility`), which keeps a page of a thousand changed icons quick.
enum ReviewPageStyle {
    static let css = """
    :root{--ink:#1d1d1f;--muted:#6e6e73;--line:#d2d2d7;--paper:#f5f5f7;--card:#fff;--focus:#0071e3;
    --changed:#b25000;--changed-bg:#fff1e0;--added:#1a7f37;--added-bg:#e6f6ea;--removed:#c4161c;--removed-bg:#fde8e8;
    --unchanged:#6e6e73;--unchanged-bg:#efeff2;--tile:#2c2c2e;--tile2:#3a3a3c}
    *{box-sizing:border-box}
    [hidden]{display:none!important}
    body{margin:0;font:14px/1.4 -apple-system,BlinkMacSystemFont,"Segoe UI","Liberation Sans",Roboto,sans-serif;color:var(--ink);background:var(--paper)}
    body.bg-light{--tile:#ffffff;--tile2:#ffffff}
    body.bg-checker{--tile:#bdbdbd;--tile2:#8e8e8e}
    code{font:12px/1.3 ui-monospace,"DejaVu Sans Mono",monospace}
    .top{position:sticky;top:0;z-index:2;background:rgba(245,245,247,.96);border-bottom:1px solid var(--line);padding:10px 20px 6px;backdrop-filter:blur(6px)}
    .top h1{font-size:18px;margin:0 12px 0 0;display:inline}
    .top .base{display:inline;color:var(--muted);margin:0}
    .counts{margin:6px 0}
    .badge{display:inline-block;border-radius:10px;padding:1px 8px;font-size:12px;font-weight:600}
    .badge.changed{background:var(--changed-bg);color:var(--changed)}
    .badge.added{background:var(--added-bg);color:var(--added)}
    .badge.removed{background:var(--removed-bg);color:var(--removed)}
    .badge.unchanged{background:var(--unchanged-bg);color:var(--unchanged)}
    .filters{display:flex;flex-wrap:wrap;gap:6px 14px;align-items:center}
    .filters fieldset{border:0;margin:0;padding:0;display:flex;gap:8px;align-items:center}
    .filters legend{float:left;margin-right:6px;color:var(--muted)}
    .filters label{color:var(--muted)}
    .filters select,.filters input[type=search],.filters button{font:inherit;color:var(--ink);border:1px solid var(--line);border-radius:6px;padding:3px 6px;background:#fff}
    .filters input[type=search]{width:170px}
    .filters select[name=output]{max-width:170px}
    .filters button{cursor:pointer}
    .shown{margin:4px 0 0;color:var(--muted);font-size:12px}
    .help{font-size:13px;color:var(--muted)}
    .help p{margin:4px 0}
    kbd{font:12px ui-monospace,monospace;border:1px solid var(--line);border-bottom-width:2px;border-radius:4px;padding:0 4px;background:#fff}
    .key{font-weight:600}.key.gained{color:#1f6feb}.key.lost{color:#d7262e}.key.recoloured{color:#b87800}
    main{padding:14px 20px 60vh}
    .asset{background:var(--card);border:1px solid var(--line);border-radius:10px;margin:0 0 14px;padding:10px 14px 12px;
    content-visibility:auto;contain-intrinsic-size:auto 420px;scroll-margin-top:150px}
    .asset:focus{outline:3px solid var(--focus);outline-offset:1px}
    .asset>header{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 10px;margin-bottom:8px}
    .asset h2{font-size:16px;margin:0;word-break:break-all}
    .asset .kind,.asset .figures{color:var(--muted);font-size:12px}
    .asset .renamed{font-size:12px;color:var(--changed)}
    .asset .outputs{display:flex;gap:6px;flex-wrap:wrap}
    .asset .outputs span{font:11px ui-monospace,monospace;color:var(--muted);background:var(--paper);border-radius:4px;padding:0 5px}
    .asset .split{margin-left:auto;font-size:12px;color:var(--muted);display:flex;align-items:center;gap:6px}
    .asset .split input{width:140px}
    .files{display:grid;grid-template-columns:minmax(150px,230px) repeat(4,max-content);gap:6px 10px;align-items:center}
    .files.one-side{grid-template-columns:minmax(150px,230px) repeat(2,max-content)}
    .files.one-side .content{grid-column:span 2}
    .cols,.file{display:contents}
    .cols span{font-size:11px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
    .label{display:flex;flex-direction:column;min-width:0}
    .label b{font-size:12px}
    .label code{color:var(--muted);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
    .label small{color:var(--muted);font-size:11px}
    .label .note{color:var(--removed)}
    .file.unchanged .label b{color:var(--muted);font-weight:400}
    .file.added .label b{color:var(--added)}
    .file.removed .label b{color:var(--removed)}
    .file.changed .label b{color:var(--changed)}
    .px,.cmp{min-width:64px;min-height:40px;display:flex;align-items:center;justify-content:center;border-radius:6px;padding:4px;
    background-color:var(--tile);background-image:linear-gradient(45deg,var(--tile2) 25%,transparent 25%,transparent 75%,var(--tile2) 75%),
    linear-gradient(45deg,var(--tile2) 25%,transparent 25%,transparent 75%,var(--tile2) 75%);background-size:16px 16px;background-position:0 0,8px 8px}
    .px.empty{background:none;color:var(--muted);font-size:12px;border:1px dashed var(--line)}
    .content{grid-column:span 4;color:var(--muted);font-size:12px}
    img.art,img.diff{image-rendering:pixelated}
    img.diff{box-shadow:0 0 0 1px var(--line)}
    .cmp{position:relative;box-sizing:content-box}
    .asset{--s:.5}
    .cmp img{position:absolute;left:4px;top:4px;image-rendering:pixelated}
    .cmp img.a{clip-path:inset(0 0 0 calc(var(--s) * 100%))}
    .cmp::after{content:"";position:absolute;top:0;bottom:0;left:calc(4px + (100% - 8px) * var(--s));width:1px;background:#0a84ff;box-shadow:0 0 0 1px rgba(255,255,255,.6)}
    .scene{margin-top:12px}
    .scene h3{font-size:12px;font-weight:600;color:var(--muted);margin:0 0 4px}
    .sides{display:flex;flex-wrap:wrap;gap:12px}
    .sides figure{margin:0}
    .sides figure img{display:block;border:1px solid var(--line);border-radius:4px}
    .sides figcaption{font-size:11px;color:var(--muted);margin-top:2px}
    .missing{display:inline-block;color:var(--muted);font-size:12px;padding:10px;border:1px dashed var(--line);border-radius:4px}
        .nothing,.none-shown{color:var(--muted);font-size:15px}
    @media (prefers-reduced-motion:no-preference){.asset{transition:box-shadow .15s}}
    """
}
