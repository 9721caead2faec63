extension PreviewPage {
  /// The page `swatch preview --watch` shows while the tokens have errors: the diagnostics as the terminal
  /// prints them, escaped, with the preview's style; the preview returns with the next good build.
  public static func failedBuild(diagnostics: String) -> String {
    var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    page += "<title>Swatch preview: build failed</title>\n<style>\n\(PreviewAssets.style)</style>\n</head>\n"
    page += "<body>\n<header>\n<h1>Swatch preview</h1>\n"
    page += "<p class=\"summary failed\">The tokens have errors; the preview returns with the next good save.</p>\n"
    page += "</header>\n<pre class=\"diagnostics\">\(HTMLText.escape(diagnostics))</pre>\n</body>\n</html>\n"
    return page
  }
}
