print("strangler: scaffolding")
