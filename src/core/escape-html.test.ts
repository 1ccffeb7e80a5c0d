import { escapeHtml } from './escape-html'

describe('escapeHtml', () => {
  it('escapes the five characters markup and attributes read', () => {
    expect(escapeHtml(`<img src="x" onerror='a()'> & b`)).toBe('&lt;img src=&quot;x&quot; onerror=&#39;a()&#39;&gt; &amp; b')
  })
  it('reads back as the same words when parsed as HTML', () => {
    const el = document.createElement('div')
    el.innerHTML = escapeHtml('<script>x</script> a&b')
    expect(el.textContent).toBe('<script>x</script> a&b')
    expect(el.children).toHaveLength(0)
  })
})
