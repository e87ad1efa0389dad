print("tessera-bench")
